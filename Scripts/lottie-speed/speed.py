"""Times RefreshKit (evaluate + Cairo raster), ThorVG and rlottie on the same Lottie files.

Each round runs every file once per player, in turn (RefreshKit's refreshkit-gtk-lottie-render
--speed, then the players harness with ThorVG and rlottie), so the machine's drift falls on all
three alike; a file's figure is its median over the rounds, each round's figure the best of
--runs passes over every whole frame. Prints per-file ms/frame and ratios, parse times, and the
geometric means of the ratios. RefreshKit is timed twice: as it plays (a frame that draws exactly
what the frame before drew is not rasterised again) and with --every-frame (every frame drawn, as
ThorVG with its default engine options and rlottie draw them). Standard library only (run by the
system python3).
"""

import argparse
import math
import statistics
import subprocess
import sys
from pathlib import Path


def facts(line):
    """'name k=v k=v' or 'k=v k=v' as a dict of floats."""
    result = {}
    for part in line.split():
        if "=" in part:
            key, value = part.split("=", 1)
            result[key] = float(value)
    return result


def run(command, path):
    done = subprocess.run(command, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise RuntimeError(f"{Path(command[0]).name} failed on {path.name}: "
                           f"{done.stderr.strip() or 'exit ' + str(done.returncode)}")
    return done.stdout


def measure(args, path):
    """One round on one file: {player: facts}."""
    size = f"{args.size}x{args.size}"
    ours = run([args.tool, str(path), "--speed", "--size", size, "--runs", str(args.runs)], path)
    result = {"refreshkit": facts(ours.strip().splitlines()[-1])}
    every = run([args.tool, str(path), "--speed", "--every-frame", "--size", size, "--runs",
                 str(args.runs)], path)
    result["refreshkit-every"] = facts(every.strip().splitlines()[-1])
    theirs = run([args.players, args.thorvg, args.rlottie, str(path), str(args.size),
                  str(args.size), str(args.runs)], path)
    for line in theirs.strip().splitlines():
        name, _, rest = line.partition(" ")
        result[name] = facts(rest)
    return result


def geometric_mean(values):
    return math.exp(sum(math.log(value) for value in values) / len(values))


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("files", nargs="+", type=Path, help="Lottie files or folders of them")
    parser.add_argument("--tool", required=True, help="refreshkit-gtk-lottie-render (release)")
    parser.add_argument("--players", required=True, help="the compiled players harness")
    parser.add_argument("--thorvg", required=True, help="libthorvg-1.so")
    parser.add_argument("--rlottie", required=True, help="librlottie.so")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--size", type=int, default=200)
    args = parser.parse_args()

    files = []
    for entry in args.files:
        files.extend(sorted(entry.glob("*.json")) if entry.is_dir() else [entry])
    samples = {path: [] for path in files}
    for round_number in range(args.rounds):
        for path in files:
            try:
                samples[path].append(measure(args, path))
            except RuntimeError as error:
                print(f"skipped: {error}", file=sys.stderr)
                samples[path] = None
        files = [path for path in files if samples[path] is not None]
        print(f"round {round_number + 1}/{args.rounds} done", file=sys.stderr)

    def median(path, player, key):
        values = [sample[player][key] for sample in samples[path] if key in sample[player]]
        return statistics.median(values) if values else math.nan

    print(f"{len(files)} files at {args.size}x{args.size}, premultiplied ARGB32, "
          f"median of {args.rounds} interleaved rounds (each the best of {args.runs} passes)")
    print()
    print("| file | frames | RefreshKit ms | ThorVG ms | rlottie ms | ÷ ThorVG | ÷ rlottie "
          "| every frame ÷ ThorVG | parse µs RK / ThorVG | parse ÷ ThorVG |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    ratios = {"thorvg": [], "rlottie": [], "parse": [], "every-thorvg": [], "every-rlottie": []}
    for path in files:
        ours = median(path, "refreshkit", "ms_per_frame")
        thorvg = median(path, "thorvg", "ms_per_frame")
        rlottie = median(path, "rlottie", "ms_per_frame")
        every = median(path, "refreshkit-every", "ms_per_frame")
        ratios["every-thorvg"].append(every / thorvg)
        ratios["every-rlottie"].append(every / rlottie)
        parse = median(path, "refreshkit", "parse_us")
        parse_thorvg = median(path, "thorvg", "parse_us")
        row = [ours / thorvg, ours / rlottie, parse / parse_thorvg]
        ratios["thorvg"].append(row[0])
        ratios["rlottie"].append(row[1])
        if not math.isnan(row[2]):
            ratios["parse"].append(row[2])
        frames = int(samples[path][0]["refreshkit"]["frames"])
        print(f"| {path.stem} | {frames} | {ours:.4f} | {thorvg:.4f} | {rlottie:.4f} "
              f"| {row[0]:.2f}× | {row[1]:.2f}× | {every / thorvg:.2f}× "
              f"| {parse:.0f} / {parse_thorvg:.0f} "
              f"| {row[2]:.2f}× |")
    if files:
        print()
        print(f"geometric mean over {len(files)} files: per frame "
              f"{geometric_mean(ratios['thorvg']):.2f}× ThorVG, "
              f"{geometric_mean(ratios['rlottie']):.2f}× rlottie; parse "
              + (f"{geometric_mean(ratios['parse']):.2f}× ThorVG" if ratios["parse"] else "n/a"))
        print(f"every frame drawn: {geometric_mean(ratios['every-thorvg']):.2f}× ThorVG, "
              f"{geometric_mean(ratios['every-rlottie']):.2f}× rlottie")
    return 0


if __name__ == "__main__":
    sys.exit(main())
