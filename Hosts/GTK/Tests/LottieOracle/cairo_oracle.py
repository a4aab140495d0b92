#!/usr/bin/env python3
"""Checks the GTK host's Cairo drawing of Lottie frames against ThorVG and rlottie.

A thin wrapper over Scripts/lottie-oracle/oracle.py, imported as a module: the fixtures, the
five frames, the players, the comparison rule and the table are all oracle.py's. Only where
RefreshKit's image comes from changes: refreshkit-gtk-lottie-render (CairoVectorRenderer
into a 200x200 image on white) instead of the SVG writer and rsvg-convert.

    cairo_oracle.py --tool PATH [oracle.py's options: --fixture, --save, --allow-fail, ...]
    cairo_oracle.py --tool PATH --speed [--fixture NAME]...
"""

import base64
import io
import pathlib
import subprocess
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[4] / "Scripts" / "lottie-oracle"))

import numpy as np  # noqa: E402
from PIL import Image  # noqa: E402

import oracle  # noqa: E402


def render_cairo(tool, path, frame, workdir):
    """The Cairo PNG for the frame, and an SVG wrapping it (what --save writes beside it)."""
    result = subprocess.run([str(tool), str(path), "--frame", repr(frame), "--size",
                             f"{oracle.SIZE}x{oracle.SIZE}"], capture_output=True, check=False)
    if result.returncode != 0:
        raise RuntimeError(result.stderr.decode().strip() or f"exit {result.returncode}")
    image = Image.open(io.BytesIO(result.stdout)).convert("RGBA")
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{oracle.SIZE}" '
           f'height="{oracle.SIZE}"><image width="{oracle.SIZE}" height="{oracle.SIZE}" '
           f'href="data:image/png;base64,{base64.b64encode(result.stdout).decode()}"/></svg>\n')
    return np.asarray(image).copy(), svg.encode()


ROUNDS = 5


def speed(args):
    """ms/frame of ThorVG, rlottie and ours (evaluate plus Cairo raster) on each loader.

    Every whole frame at SIZE x SIZE. The players are timed as oracle.py --speed times them
    (their render calls only); ours by the tool's --speed (every frame into one image, best
    of two runs in one process, so the first warms up). The three take turns, ROUNDS times,
    and each keeps its best round: on a shared machine a slow moment then hits all three
    alike rather than one. Heap growth is the most any round's second run left allocated
    beyond its first; a leak of one allocation per frame would leave at least 32 bytes per
    frame (glibc's smallest chunk), while caches filling up leave a few hundred once.
    """
    thorvg, rlottie = oracle.ThorVG(), oracle.Rlottie()
    names = args.fixture or sorted(p.stem for p in oracle.FIXTURES.glob("loader-*.json"))
    print(f"{'fixture':26} {'frames':>6} {'thorvg':>8} {'rlottie':>8} {'cairo':>8} "
          f"{'eval':>7} {'raster':>7} {'/thorvg':>8} {'/rlottie':>9} {'heap +B':>8}")
    worst, growing = 0.0, []
    for path in oracle.fixtures_named(names):
        doc = oracle.json.loads(path.read_text())
        ip, op = float(doc["ip"]), float(doc["op"])
        frames = [ip + n for n in range(int(op - ip))]
        thorvg.load(path, doc)
        rlottie.load(path, doc)
        best = {"thorvg": float("inf"), "rlottie": float("inf")}
        ours, growth = None, 0
        for _ in range(ROUNDS):
            for name, player in (("thorvg", thorvg), ("rlottie", rlottie)):
                start = time.perf_counter()
                for frame in frames:
                    player.draw(frame)
                best[name] = min(best[name], (time.perf_counter() - start) * 1000 / len(frames))
            result = subprocess.run([str(args.tool), str(path), "--speed", "--runs", "2",
                                     "--size", f"{oracle.SIZE}x{oracle.SIZE}"],
                                    capture_output=True, check=True, text=True)
            facts = {key: float(value) for key, value in
                     (part.split("=") for part in result.stdout.split())}
            if ours is None or facts["ms_per_frame"] < ours["ms_per_frame"]:
                ours = facts
            growth = max(growth, int(facts["heap_growth_bytes"]))
        thorvg.close()
        total = ours["ms_per_frame"]
        worst = max(worst, total / best["thorvg"])
        if growth >= 32 * len(frames):
            growing.append(path.stem)
        print(f"{path.stem:26} {len(frames):6} {best['thorvg']:8.3f} {best['rlottie']:8.3f} "
              f"{total:8.3f} {ours['evaluate_ms']:7.3f} {ours['raster_ms']:7.3f} "
              f"{total / best['thorvg']:8.2f}x {total / best['rlottie']:8.2f}x {growth:8}")
    print(f"\nms/frame at {oracle.SIZE}x{oracle.SIZE}, best of {ROUNDS} rounds; cairo = evaluate "
          "+ raster; heap +B = bytes a second pass over all frames left allocated")
    print(f"speed: worst cairo/thorvg ratio {worst:.2f}x (goal: within 2x); heap growth: "
          + (", ".join(growing) if growing else "none"))
    return 1 if growing else 0


def main():
    # --speed is ours; everything else is oracle.py's own command line (its options, its
    # check), with RefreshKit's image drawn by Cairo.
    parser = oracle.argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tool", required=True, help="refreshkit-gtk-lottie-render")
    parser.add_argument("--fixture", action="append", default=[], help="only this fixture")
    parser.add_argument("--speed", action="store_true",
                        help="time ours beside ThorVG and rlottie on the loader fixtures")
    args, _ = parser.parse_known_args()
    if args.speed:
        sys.exit(speed(args))
    oracle.render_ours = render_cairo
    oracle.main()


if __name__ == "__main__":
    main()
