#!/usr/bin/env python3
"""Writes the Lottie fixtures in Tests/LottieFormatTests/Fixtures, one small file per feature.

Every file is made here, by hand-written code (no third-party animation is copied): bold shapes
in distinct colours on a 200x200 (or 100x100) canvas, animated so the oracle's five progress
points differ. Most files use the legacy keyframe form (`s` and `e` on each keyframe, the last
with `t` only), as exporters still write; some use the current form. Run it again after an edit:

    python3 Scripts/lottie-oracle/make_fixtures.py

`shape-rectangle-fill.json` (written by hand) and `eval-*` files (the evaluator's) are left alone.
"""

import base64
import json
import math
import pathlib
import struct
import zlib

OUT = pathlib.Path(__file__).resolve().parents[2] / "Tests" / "LottieFormatTests" / "Fixtures"

RED = [0.9, 0.2, 0.1, 1]
BLUE = [0.1, 0.3, 0.9, 1]
GREEN = [0.1, 0.7, 0.3, 1]
YELLOW = [0.95, 0.75, 0.1, 1]
PURPLE = [0.6, 0.2, 0.8, 1]
DARK = [0.15, 0.15, 0.2, 1]
ORANGE = [1.0, 0.5, 0.0, 1]
CYAN = [0.0, 0.7, 0.8, 1]

# Linear timing (the control points lie on the diagonal) and a standard ease in-out.
LINEAR = ({"x": [0.167], "y": [0.167]}, {"x": [0.833], "y": [0.833]})
EASE = ({"x": [0.42], "y": [0]}, {"x": [0.58], "y": [1]})

FILES = {}


# --- properties ---------------------------------------------------------------------------


def static(value):
    return {"a": 0, "k": value}


def wrap(value):
    return value if isinstance(value, list) else [value]


def anim(*points, legacy=True, ease=LINEAR, hold=False, extra=None):
    """An animated property from (time, value) pairs.

    Legacy form: each keyframe has `s` and `e`, the last has only `t`. Current form: each has
    `s`, and only the ones before the last carry easing. `extra` adds keys to keyframe i
    (e.g. spatial tangents) as {i: {...}}.
    """
    keys = []
    for index, (time, value) in enumerate(points):
        last = index == len(points) - 1
        key = {"t": time}
        if legacy and last:
            keys.append(key)
            continue
        key["s"] = wrap(value)
        if not last:
            if legacy:
                key["e"] = wrap(points[index + 1][1])
            if hold:
                key["h"] = 1
            else:
                key["o"], key["i"] = ease
        if extra and index in extra:
            key.update(extra[index])
        keys.append(key)
    return {"a": 1, "k": keys}


def prop(value):
    return value if isinstance(value, dict) and "a" in value else static(value)


# --- shapes -------------------------------------------------------------------------------


def rect(p, s, r=0, d=1, nm="rect"):
    return {"ty": "rc", "nm": nm, "d": d, "p": prop(p), "s": prop(s), "r": prop(r)}


def ellipse(p, s, d=1, nm="ellipse"):
    return {"ty": "el", "nm": nm, "d": d, "p": prop(p), "s": prop(s)}


def bezier(vertices, in_tangents=None, out_tangents=None, closed=True):
    zeros = [[0, 0] for _ in vertices]
    return {"c": closed, "v": vertices, "i": in_tangents or zeros, "o": out_tangents or zeros}


def path(shape, nm="path", d=1):
    return {"ty": "sh", "nm": nm, "d": d, "ks": prop(shape)}


def star(p, outer, inner, points=5, r=0, outer_roundness=0, inner_roundness=0, nm="star"):
    return {"ty": "sr", "nm": nm, "sy": 1, "d": 1, "p": prop(p), "or": prop(outer),
            "ir": prop(inner), "os": prop(outer_roundness), "is": prop(inner_roundness),
            "pt": prop(points), "r": prop(r)}


def polygon(p, outer, points=6, r=0, nm="polygon"):
    return {"ty": "sr", "nm": nm, "sy": 2, "d": 1, "p": prop(p), "or": prop(outer),
            "os": static(0), "pt": prop(points), "r": prop(r)}


def fill(color, o=100, rule=1, nm="fill"):
    return {"ty": "fl", "nm": nm, "c": prop(color), "o": prop(o), "r": rule}


def stroke(color, w, o=100, lc=1, lj=1, ml=4, dashes=None, nm="stroke"):
    item = {"ty": "st", "nm": nm, "c": prop(color), "o": prop(o), "w": prop(w), "lc": lc,
            "lj": lj, "ml": ml}
    if dashes:
        item["d"] = dashes
    return item


def dash_pattern(dash, gap, offset):
    return [{"n": "d", "nm": "dash", "v": prop(dash)}, {"n": "g", "nm": "gap", "v": prop(gap)},
            {"n": "o", "nm": "offset", "v": prop(offset)}]


def gradient_stops(colors, opacities=None):
    """Lottie's flat stop list: [offset, r, g, b]..., then [offset, opacity]... when given."""
    flat = [c for stop in colors for c in stop]
    if opacities:
        flat += [c for stop in opacities for c in stop]
    return {"p": len(colors), "k": prop(flat)}


def gradient_fill(kind, s, e, colors, opacities=None, h=None, a=None, o=100, nm="gradient"):
    item = {"ty": "gf", "nm": nm, "t": kind, "s": prop(s), "e": prop(e), "o": prop(o), "r": 1,
            "g": gradient_stops(colors, opacities)}
    if h is not None:
        item["h"] = prop(h)
        item["a"] = prop(a if a is not None else 0)
    return item


def gradient_stroke(kind, s, e, colors, w, lc=2, lj=2, o=100, nm="gradient stroke"):
    return {"ty": "gs", "nm": nm, "t": kind, "s": prop(s), "e": prop(e), "o": prop(o),
            "w": prop(w), "lc": lc, "lj": lj, "ml": 4, "g": gradient_stops(colors)}


def trim(s, e, o=0, m=1):
    return {"ty": "tm", "nm": "trim", "s": prop(s), "e": prop(e), "o": prop(o), "m": m}


def round_corners(r):
    return {"ty": "rd", "nm": "round corners", "r": prop(r)}


def shape_transform(p=(0, 0), a=(0, 0), s=(100, 100), r=0, o=100, **more):
    item = {"ty": "tr", "nm": "transform", "p": prop(list(p) if isinstance(p, tuple) else p),
            "a": prop(list(a) if isinstance(a, tuple) else a),
            "s": prop(list(s) if isinstance(s, tuple) else s), "r": prop(r), "o": prop(o)}
    for key, value in more.items():
        item[key] = prop(value)
    return item


def group(items, nm="group", **transform):
    return {"ty": "gr", "nm": nm, "it": items + [shape_transform(**transform)]}


def repeater(copies, offset_position, rotation=0, scale=(100, 100), start_opacity=100,
             end_opacity=100, offset=0):
    return {"ty": "rp", "nm": "repeater", "c": prop(copies), "o": prop(offset), "m": 1,
            "tr": {"ty": "tr", "p": prop(list(offset_position)), "a": prop([0, 0]),
                   "s": prop(list(scale)), "r": prop(rotation), "so": prop(start_opacity),
                   "eo": prop(end_opacity)}}


# --- layers -------------------------------------------------------------------------------


def layer_transform(p=(0, 0), a=(0, 0), s=(100, 100), r=0, o=100, **more):
    ks = {"a": prop(list(a) if isinstance(a, tuple) else a),
          "p": p if isinstance(p, dict) else prop(list(p)),
          "s": prop(list(s) if isinstance(s, tuple) else s), "o": prop(o)}
    if r is not None:
        ks["r"] = prop(r)
    for key, value in more.items():
        ks[key] = prop(value)
    return ks


def base_layer(ty, ind, nm, ks, ip, op, parent=None, **extra):
    layer = {"ddd": 0, "ind": ind, "ty": ty, "nm": nm, "sr": 1, "ks": ks, "ao": 0, "ip": ip,
             "op": op, "st": 0, "bm": 0}
    if parent is not None:
        layer["parent"] = parent
    layer.update(extra)
    return layer


def shape_layer(ind, nm, shapes, ks=None, ip=0, op=60, parent=None, **extra):
    layer = base_layer(4, ind, nm, ks or layer_transform(), ip, op, parent, **extra)
    layer["shapes"] = shapes
    return layer


def null_layer(ind, nm, ks, ip=0, op=60, parent=None):
    return base_layer(3, ind, nm, ks, ip, op, parent)


def solid_layer(ind, nm, color, w, h, ks, ip=0, op=60, parent=None):
    return base_layer(1, ind, nm, ks, ip, op, parent, sc=color, sw=w, sh=h)


def image_layer(ind, nm, ref, ks, ip=0, op=60):
    return base_layer(2, ind, nm, ks, ip, op, refId=ref)


def precomp_layer(ind, nm, ref, w, h, ks, ip=0, op=60, **extra):
    return base_layer(0, ind, nm, ks, ip, op, refId=ref, w=w, h=h, **extra)


def mask(mode, shape, o=100, inv=False, nm="mask"):
    return {"nm": nm, "mode": mode, "inv": inv, "pt": prop(shape), "o": prop(o),
            "x": static(0)}


def document(name, layers, w=200, h=200, fr=30, ip=0, op=60, assets=None, markers=None):
    doc = {"v": "5.7.4", "fr": fr, "ip": ip, "op": op, "w": w, "h": h, "nm": name, "ddd": 0,
           "assets": assets or [], "layers": layers}
    if markers is not None:
        doc["markers"] = markers
    return doc


def fixture(name, *layers, **options):
    FILES[name] = document(name, list(layers), **options)


# --- geometry helpers ---------------------------------------------------------------------


def rect_path(x, y, w, h):
    return bezier([[x, y], [x + w, y], [x + w, y + h], [x, y + h]])


def circle_path(cx, cy, radius):
    k = radius * 0.5523
    return bezier([[cx, cy - radius], [cx + radius, cy], [cx, cy + radius], [cx - radius, cy]],
                  [[-k, 0], [0, -k], [k, 0], [0, k]], [[k, 0], [0, k], [-k, 0], [0, -k]])


def solid_box(color=RED, size=(200, 200)):
    """A layer's content: one rectangle filling the canvas (for masks and mattes)."""
    return [group([rect([size[0] / 2, size[1] / 2], list(size)), fill(color)])]


def centre(**more):
    return layer_transform(p=(100, 100), **more)


# --- shapes -------------------------------------------------------------------------------

fixture("shape-rectangle-roundness", shape_layer(1, "rounded", [group([
    rect([0, 0], anim((0, [120, 80]), (59, [160, 120])), anim((0, [0]), (45, [30]), (59, [70]))),
    fill(BLUE)])], centre()))

fixture("shape-ellipse", shape_layer(1, "ellipse", [group([
    ellipse(anim((0, [-40, -30]), (59, [40, 30])), anim((0, [60, 60]), (59, [120, 70]))),
    fill(GREEN)])], centre()))

# Reversed direction only shows through a trim: the trimmed arc grows the other way round.
fixture("shape-ellipse-reversed", shape_layer(1, "reversed", [
    group([ellipse([-45, 0], [70, 70], d=3), trim(0, anim((0, [0]), (59, [90]))),
           stroke(RED, 14)], nm="reversed"),
    group([ellipse([45, 0], [70, 70], d=1), trim(0, anim((0, [0]), (59, [90]))),
           stroke(BLUE, 14)], nm="forward")], centre()))

BLOB = bezier([[0, -70], [60, 0], [0, 70], [-60, 0]],
              [[-40, 0], [0, -50], [30, 0], [0, 30]], [[40, 0], [0, 50], [-30, 0], [0, -30]])
fixture("shape-path-static", shape_layer(1, "blob", [group([path(BLOB), fill(PURPLE)])],
                                         centre(r=anim((0, [0]), (59, [90])))))

SQUARE4 = bezier([[-50, -50], [50, -50], [50, 50], [-50, 50]])
DIAMOND4 = bezier([[0, -70], [70, 0], [0, 70], [-70, 0]],
                  [[-30, 0], [0, -30], [30, 0], [0, 30]], [[30, 0], [0, 30], [-30, 0], [0, -30]])
fixture("shape-path-morph", shape_layer(1, "morph", [group([
    path(anim((0, SQUARE4), (50, DIAMOND4))), fill(ORANGE)])], centre()))

fixture("shape-star", shape_layer(1, "star", [group([
    star([0, 0], anim((0, [50]), (59, [90])), 35, points=5, r=anim((0, [0]), (59, [72]))),
    fill(YELLOW)])], centre()))

fixture("shape-polygon", shape_layer(1, "polygon", [group([
    polygon([0, 0], anim((0, [40]), (59, [85])), points=6), fill(CYAN)])],
    centre(r=anim((0, [0]), (59, [60])))))

# Two subpaths in one group: the inner square is a hole under even-odd (same direction, so
# non-zero would fill it); a pentagram's centre is a hole too.
PENTAGRAM = bezier([[round(60 * math.sin(i * 4 * math.pi / 5), 2),
                     round(-60 * math.cos(i * 4 * math.pi / 5), 2)] for i in range(5)])
fixture("fill-evenodd",
        shape_layer(1, "squares", [group([
            path(rect_path(-45, -45, 90, 90), nm="outer"),
            path(rect_path(-20, -20, 40, 40), nm="inner"), fill(BLUE, rule=2)])],
            layer_transform(p=(60, 60), r=anim((0, [0]), (59, [45])))),
        shape_layer(2, "pentagram", [group([path(PENTAGRAM), fill(RED, rule=2)])],
                    layer_transform(p=(135, 135), r=anim((0, [0]), (59, [-72])))))

ZIGZAG = bezier([[-30, 20], [0, -20], [30, 20]], closed=False)
fixture("stroke-caps-joins", shape_layer(1, "strokes", [
    group([path(ZIGZAG), stroke(RED, anim((0, [10]), (59, [22])), lc=1, lj=1, ml=10)],
          p=(0, -60), nm="butt miter"),
    group([path(ZIGZAG), stroke(GREEN, anim((0, [10]), (59, [22])), lc=2, lj=2)],
          p=(0, 0), nm="round round"),
    group([path(ZIGZAG), stroke(BLUE, anim((0, [10]), (59, [22])), lc=3, lj=3)],
          p=(0, 60), nm="square bevel")], centre()))

fixture("stroke-dashes", shape_layer(1, "dashes", [
    group([path(circle_path(0, 0, 65)),
           stroke(PURPLE, 12, lc=1, dashes=dash_pattern(30, 15, anim((0, [0]), (59, [90]))))]),
    group([path(bezier([[-60, 0], [60, 0]], closed=False)),
           stroke(DARK, 8, dashes=dash_pattern(anim((0, [5]), (59, [25])), 10, 0))])],
    centre()))

# --- gradients ----------------------------------------------------------------------------

fixture("gradient-linear-fill", shape_layer(1, "linear", [group([
    rect([0, 0], [160, 160]),
    gradient_fill(1, anim((0, [-80, 0]), (59, [0, -80])), anim((0, [80, 0]), (59, [0, 80])),
                  [[0, 0.9, 0.2, 0.1], [0.5, 0.95, 0.75, 0.1], [1, 0.1, 0.3, 0.9]])])],
    centre()))

fixture("gradient-radial-fill", shape_layer(1, "radial", [group([
    ellipse([0, 0], [160, 160]),
    gradient_fill(2, [0, 0], [80, 0], [[0, 1, 1, 1], [0.4, 0.95, 0.75, 0.1],
                                      [1, 0.6, 0.2, 0.8]],
                  h=anim((0, [0]), (59, [60])), a=45)])], centre()))

fixture("gradient-opacity-stops",
        shape_layer(1, "gradient", [group([
            rect([0, 0], [170, 80]),
            gradient_fill(1, [-85, 0], [85, 0], [[0, 0.1, 0.3, 0.9], [0.5, 0.1, 0.7, 0.3],
                                                 [1, 0.1, 0.3, 0.9]],
                          opacities=[[0, 1], [0.5, 0.2], [1, 1]],
                          o=anim((0, [100]), (59, [60])))])], centre()),
        shape_layer(2, "behind", [group([rect([0, 0], [40, 170]), fill(RED)])],
                    layer_transform(p=anim((0, [60, 100]), (59, [140, 100])))))

fixture("gradient-stroke", shape_layer(1, "ring", [group([
    ellipse([0, 0], [130, 130]),
    gradient_stroke(1, [-65, -65], [65, 65], [[0, 0.1, 0.7, 0.3], [1, 0.6, 0.2, 0.8]],
                    anim((0, [10]), (59, [30])))])], centre()))

# --- modifiers ----------------------------------------------------------------------------

fixture("trim-simultaneous", shape_layer(1, "trim", [group([
    rect([-40, 0], [70, 70]), ellipse([45, 0], [70, 70]),
    trim(anim((0, [0]), (59, [40])), anim((0, [20]), (59, [100])), m=1),
    stroke(BLUE, 10)])], centre()))

fixture("trim-individual", shape_layer(1, "trim", [group([
    rect([-40, 0], [70, 70]), ellipse([45, 0], [70, 70]),
    trim(0, anim((0, [10]), (59, [90])), m=2),
    stroke(RED, 10)])], centre()))

fixture("trim-offset-wrap", shape_layer(1, "trim", [group([
    ellipse([0, 0], [130, 130]), trim(0, 40, anim((0, [0]), (59, [300]))),
    stroke(GREEN, 16, lc=1)])], centre()))

TRIANGLE = bezier([[0, -60], [60, 50], [-60, 50]])
fixture("round-corners", shape_layer(1, "rounded", [
    group([rect([0, 0], [70, 70]), round_corners(anim((0, [0]), (59, [30]))), fill(BLUE)],
          p=(-45, -40)),
    group([path(TRIANGLE), round_corners(anim((0, [5]), (59, [25]))), fill(RED)],
          p=(40, 30), s=(60, 60))], centre()))

fixture("repeater", shape_layer(1, "dots", [
    group([ellipse([0, 0], [28, 28]), fill(PURPLE),
           repeater(5, (34, 0), start_opacity=100, end_opacity=30,
                    offset=anim((0, [0]), (59, [1])))])],
    layer_transform(p=(30, 100))))

# --- groups and styles --------------------------------------------------------------------

fixture("group-transform-nested", shape_layer(1, "nested", [group([
    group([rect([0, 0], [50, 50]), fill(RED)], p=(-50, 0)),
    group([group([ellipse([0, 0], [40, 40]), fill(BLUE)], p=(30, 0),
                 s=anim((0, [100, 100]), (59, [150, 60])))],
          p=(30, 0), r=anim((0, [0]), (59, [180]))),
    fill(GREEN)], r=anim((0, [0]), (59, [-45])), s=(120, 120))], centre()))

# Group opacity composites the group as one layer: where the two shapes overlap, only the
# top one shows (at half opacity), not the two stacked.
fixture("group-opacity-composited", shape_layer(1, "group", [group([
    group([rect([-20, -20], [100, 100]), fill(RED)], nm="top"),
    group([ellipse([25, 25], [100, 100]), fill(BLUE)], nm="bottom")],
    o=anim((0, [100]), (59, [40])))], centre()))

# A style paints every shape before it in its group (children included); the first item is
# on top. Here the ellipse gets blue over red, the square only red, the top group is above.
fixture("style-scope-order", shape_layer(1, "scope", [
    group([rect([0, 0], [70, 70]), fill(GREEN)], p=(anim((0, [-60, 40]), (59, [40, 40]))),
          nm="top"),
    group([ellipse([-30, -20], [80, 80]), fill(BLUE), rect([35, -20], [70, 70]), fill(RED)],
          nm="styles")], centre()))

# --- transforms ---------------------------------------------------------------------------

fixture("transform-anchor-scale-rotation", shape_layer(1, "box", [group([
    rect([0, 0], [80, 50]), fill(RED), ellipse([30, 15], [20, 20]), fill(DARK)])],
    layer_transform(p=anim((0, [70, 70]), (59, [130, 120])), a=(30, 15),
                    s=anim((0, [60, 60]), (59, [140, 110])), r=anim((0, [0]), (59, [160])))))

fixture("transform-split-position", shape_layer(1, "split", [group([
    ellipse([0, 0], [50, 50]), fill(ORANGE)])],
    layer_transform(p={"s": True, "x": anim((0, [30]), (59, [170]), ease=EASE),
                       "y": anim((0, [40]), (30, [160]), (59, [100]))})))

fixture("transform-skew", shape_layer(1, "skewed", [group([
    rect([0, 0], [90, 90]), fill(GREEN)])],
    centre(sk=anim((0, [0]), (59, [40])), sa=30)))

# A 3D layer (ddd 1) turning only about z: exporters write rx, ry, rz and or, and no r.
fixture("transform-rz-without-r", shape_layer(1, "rz", [group([
    rect([0, 0], [110, 40]), fill(PURPLE)])],
    layer_transform(p=[100, 100, 0], a=[0, 0, 0], s=[100, 100, 100], r=None, rx=0, ry=0,
                    rz=anim((0, [0]), (59, [135])), **{"or": [0, 0, 0]}), ddd=1))
FILES["transform-rz-without-r"]["ddd"] = 1

fixture("transform-spatial-tangents", shape_layer(1, "curve", [group([
    ellipse([0, 0], [36, 36]), fill(BLUE)])],
    layer_transform(p=anim((0, [30, 160]), (59, [170, 160]),
                           extra={0: {"to": [0, -180], "ti": [0, -180]}}))))

# --- keyframes ----------------------------------------------------------------------------

fixture("keyframes-legacy-form", shape_layer(1, "legacy", [group([
    rect([0, 0], [60, 60]), fill(anim((0, RED), (30, BLUE), (59, GREEN)))])],
    layer_transform(p=anim((0, [50, 50]), (30, [150, 80]), (59, [100, 150])))))

fixture("keyframes-current-form", shape_layer(1, "current", [group([
    rect([0, 0], [60, 60]), fill(anim((0, RED), (30, BLUE), (59, GREEN), legacy=False))])],
    layer_transform(p=anim((0, [50, 50]), (30, [150, 80]), (59, [100, 150]), legacy=False),
                    r=anim((0, [0]), (59, [90]), legacy=False))))

fixture("keyframes-hold", shape_layer(1, "hold", [group([
    rect([0, 0], [60, 60]),
    fill(anim((0, RED), (20, BLUE), (40, GREEN), (59, GREEN), hold=True))])],
    layer_transform(p=anim((0, [50, 100]), (20, [100, 60]), (40, [150, 140]), (59, [150, 140]),
                           hold=True))))

fixture("easing-overshoot", shape_layer(1, "overshoot", [group([
    rect([0, 0], [40, 40]), fill(RED)])],
    layer_transform(p=anim((0, [40, 100]), (59, [160, 100]),
                           ease=({"x": [0.3], "y": [-0.6]}, {"x": [0.7], "y": [1.6]})),
                    s=anim((0, [100, 100]), (59, [180, 180]),
                           ease=({"x": [0.5], "y": [-0.5]}, {"x": [0.5], "y": [1.5]})))))

fixture("easing-per-dimension", shape_layer(1, "per dimension", [group([
    rect([0, 0], [60, 60]), fill(BLUE)])],
    centre(s=anim((0, [40, 40]), (59, [250, 250]),
                  ease=({"x": [0.9, 0.1], "y": [0, 0]}, {"x": [1, 0.1], "y": [1, 1]})))))

# --- layers -------------------------------------------------------------------------------

fixture("layer-parenting",
        shape_layer(1, "child", [group([ellipse([0, 0], [36, 36]), fill(RED)])],
                    layer_transform(p=(60, 0), r=anim((0, [0]), (59, [-90]))), parent=2),
        shape_layer(2, "parent", [group([rect([0, 0], [50, 50]), fill(BLUE)])],
                    layer_transform(p=(100, 100), r=anim((0, [0]), (59, [180])),
                                    s=anim((0, [100, 100]), (59, [70, 70])))))

fixture("layer-in-out-points",
        shape_layer(1, "early", [group([rect([0, 0], [60, 60]), fill(RED)])],
                    layer_transform(p=(50, 100)), ip=0, op=20),
        shape_layer(2, "middle", [group([ellipse([0, 0], [60, 60]), fill(GREEN)])],
                    layer_transform(p=(100, 100)), ip=10, op=40),
        shape_layer(3, "late", [group([rect([0, 0], [60, 60]), fill(BLUE)])],
                    layer_transform(p=(150, 100)), ip=40, op=60))

fixture("layer-hidden",
        shape_layer(1, "hidden layer", [group([rect([0, 0], [150, 150]), fill(RED)])],
                    centre(), hd=True),
        shape_layer(2, "visible", [
            group([ellipse([0, 0], [80, 80]), fill(GREEN)],
                  p=anim((0, [-40, 0]), (59, [40, 0]))),
            dict(group([rect([0, 0], [180, 40]), fill(DARK)]), hd=True)], centre()))

fixture("layer-solid", solid_layer(1, "solid", "#1a4de6", 120, 80,
                                   layer_transform(p=(100, 100), a=(60, 40),
                                                   r=anim((0, [0]), (59, [90])),
                                                   o=anim((0, [100]), (59, [50])))))

fixture("layer-null-parent",
        shape_layer(1, "child", [group([rect([0, 0], [40, 40]), fill(GREEN)])],
                    layer_transform(p=(50, 0)), parent=2),
        null_layer(2, "null", layer_transform(p=anim((0, [60, 100]), (59, [140, 100])),
                                              r=anim((0, [0]), (59, [270])),
                                              o=0)))


def png(width, height, pixel):
    """A PNG (RGBA, 8 bits) from pixel(x, y) -> (r, g, b, a)."""
    raw = b"".join(b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(width))
                   for y in range(height))

    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6,
                                                               0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def quadrants(x, y):
    """Four bold quadrants, the bottom right transparent."""
    left, top = x < 25, y < 25
    if left and top:
        return (230, 51, 26, 255)
    if top:
        return (26, 77, 230, 255)
    if left:
        return (26, 179, 77, 255)
    return (0, 0, 0, 0)


IMAGE = "data:image/png;base64," + base64.b64encode(png(50, 50, quadrants)).decode()
# Drawn at twice its size, whole-pixel positions at the sampled frames.
fixture("layer-image-embedded",
        image_layer(1, "image", "image_0",
                    layer_transform(p=anim((0, [20, 40]), (60, [80, 40])), s=(200, 200),
                                    o=anim((0, [100]), (60, [40])))),
        assets=[{"id": "image_0", "w": 50, "h": 50, "u": "", "p": IMAGE, "e": 1}])

# --- precomps -----------------------------------------------------------------------------


def spinner_asset(ref, frames=240):
    """A precomp: a blue bar turning 5 degrees a frame, and a static red dot.

    rlottie evaluates precomps at whole inner frames only, so the fixtures below map the
    sampled outer frames to whole inner frames.
    """
    return {"id": ref, "nm": ref, "fr": 30, "layers": [
        shape_layer(1, "dot", [group([ellipse([0, 0], [30, 30]), fill(RED)])],
                    layer_transform(p=(100, 100)), op=frames),
        shape_layer(2, "bar", [group([rect([0, -40], [24, 80]), fill(BLUE)])],
                    layer_transform(p=(100, 100), r=anim((0, [0]), (120, [600]))),
                    op=frames)]}


fixture("precomp-basic",
        precomp_layer(1, "spinner", "comp_0", 200, 200,
                      layer_transform(p=(100, 100), a=(100, 100), s=(70, 70))),
        shape_layer(2, "background", [group([rect([0, 0], [180, 180]), fill(YELLOW)])],
                    centre()),
        assets=[spinner_asset("comp_0")])

fixture("precomp-stretch",
        precomp_layer(1, "slow spinner", "comp_0", 200, 200,
                      layer_transform(p=(100, 100), a=(100, 100)), sr=0.5),
        assets=[spinner_asset("comp_0")])

fixture("precomp-start-time",
        dict(precomp_layer(1, "late spinner", "comp_0", 200, 200,
                           layer_transform(p=(100, 100), a=(100, 100)), ip=15), st=15),
        assets=[spinner_asset("comp_0")])

# tm is in seconds: plays the inner comp's first two seconds backwards.
fixture("precomp-time-remap",
        precomp_layer(1, "remapped", "comp_0", 200, 200,
                      layer_transform(p=(100, 100), a=(100, 100)),
                      tm=anim((0, [2]), (60, [0]))),
        assets=[spinner_asset("comp_0")])

# --- document -----------------------------------------------------------------------------

fixture("document-fractional-framerate",
        shape_layer(1, "box", [group([rect([0, 0], [60, 60]), fill(RED)])],
                    layer_transform(p=anim((0, [40, 100]), (45.5, [160, 100])),
                                    r=anim((0, [0]), (45.5, [90]))), op=45.5),
        fr=29.97, op=45.5)

fixture("document-nonzero-ip",
        shape_layer(1, "box", [group([ellipse([0, 0], [60, 60]), fill(GREEN)])],
                    layer_transform(p=anim((20, [40, 60]), (80, [160, 60]))), ip=20, op=80),
        shape_layer(2, "late", [group([rect([0, 0], [40, 40]), fill(BLUE)])],
                    layer_transform(p=(100, 60)), ip=50, op=80),
        w=200, h=120, ip=20, op=80)

fixture("markers", shape_layer(1, "box", [group([rect([0, 0], [70, 70]), fill(PURPLE)])],
                               centre(r=anim((0, [0]), (30, [90]), (59, [0])))),
        markers=[{"tm": 0, "cm": "pull", "dr": 30}, {"tm": 30, "cm": "refresh", "dr": 29.5}])

# A refresh spinner of our own with the parts a Lottie look plays by marker name: "intro" (the
# arc grows as the pull goes from 0 to 100 %), "loop" (it turns while refreshing) and "outro"
# (it closes and fades when the refresh ends). Its stroke and dot are bound to the slots "tint"
# and "text" (Lottie 1.0's sid), whose file values equal the properties' own, so players without
# slots draw it alike.
fixture("refresh-markers-slots", shape_layer(1, "spinner", [
    group([ellipse([0, 0], [110, 110]),
           trim(0, anim((0, [0]), (30, [80]), (60, [80]), (75, [80]), (89, [0]), ease=EASE),
                anim((30, [0]), (60, [360]))),
           dict(stroke(BLUE, 14, lc=2, nm="Stroke 1"), c={"a": 0, "k": BLUE, "sid": "tint"})],
          nm="arc"),
    group([ellipse([0, 0], [22, 22]),
           dict(fill(DARK, nm="Fill 1"), c={"a": 0, "k": DARK, "sid": "text"})], nm="dot"),
], centre(o=anim((0, [100]), (75, [100]), (89, [0]))), op=90), op=90,
        markers=[{"tm": 0, "cm": "intro", "dr": 30}, {"tm": 30, "cm": "loop", "dr": 30},
                 {"tm": 60, "cm": "outro", "dr": 29}])
FILES["refresh-markers-slots"]["slots"] = {"tint": {"p": {"a": 0, "k": BLUE}},
                                           "text": {"p": {"a": 0, "k": DARK}}}

# --- masks and mattes ---------------------------------------------------------------------

MOVING_CIRCLE = anim((0, circle_path(70, 100, 50)), (59, circle_path(130, 100, 50)))

fixture("mask-add", shape_layer(1, "masked", solid_box(RED), masksProperties=[
    mask("a", MOVING_CIRCLE)], hasMask=True))

fixture("mask-subtract", shape_layer(1, "masked", solid_box(BLUE), masksProperties=[
    mask("s", MOVING_CIRCLE)], hasMask=True))

# The layer turns: masks are in the layer's own coordinates, so they turn with it.
fixture("mask-intersect", shape_layer(1, "masked", solid_box(GREEN), masksProperties=[
    mask("a", rect_path(30, 30, 140, 90)), mask("i", MOVING_CIRCLE)], hasMask=True,
    ks=layer_transform(p=(100, 100), a=(100, 100), r=anim((0, [0]), (59, [30])))))

fixture("mask-inverted", shape_layer(1, "masked", solid_box(PURPLE), masksProperties=[
    mask("a", MOVING_CIRCLE, inv=True)], hasMask=True))

fixture("mask-opacity", shape_layer(1, "masked", solid_box(ORANGE), masksProperties=[
    mask("a", rect_path(20, 20, 160, 160), o=anim((0, [100]), (59, [30])))], hasMask=True))


def matte_pair(mode, content_color, matte_items, target_rotation=0):
    """A matte layer and the layer it mattes; a turning target shows the matte stays put."""
    matte = shape_layer(1, "matte", matte_items, td=1)
    target = shape_layer(2, "target", [
        group([rect([0, 0], [70, 200]), fill(content_color)], p=(65, 100)),
        group([rect([0, 0], [70, 200]), fill(DARK)], p=(135, 100))], tt=mode,
        ks=layer_transform(p=(100, 100), a=(100, 100), r=target_rotation))
    return matte, target


MATTE_SHAPE = [group([ellipse(anim((0, [70, 100]), (59, [130, 100])), [110, 110]),
                      fill([1, 1, 1, 1])])]
fixture("matte-alpha", *matte_pair(1, RED, MATTE_SHAPE, anim((0, [0]), (59, [40]))))
fixture("matte-alpha-inverted", *matte_pair(2, BLUE, MATTE_SHAPE))
# Luma: white shows, mid-grey half shows, black hides (inverted: the other way round).
LUMA_BANDS = [
    group([rect([0, 0], [200, 60]), fill([1, 1, 1, 1])], p=(100, 40)),
    group([rect([0, 0], [200, 60]), fill([0.5, 0.5, 0.5, 1])], p=(100, 100)),
    group([ellipse(anim((0, [50, 160]), (59, [150, 160])), [60, 60]), fill([1, 1, 1, 1])])]
fixture("matte-luma", *matte_pair(3, GREEN, LUMA_BANDS))
fixture("matte-luma-inverted", *matte_pair(4, ORANGE, LUMA_BANDS))

# --- combinations real files use --------------------------------------------------------

fixture("shape-star-roundness", shape_layer(1, "rounded star", [group([
    star([0, 0], 80, 40, points=5, outer_roundness=anim((0, [0]), (59, [60])),
         inner_roundness=anim((0, [0]), (59, [40]))),
    fill(PURPLE)])], centre()))

# A reversed rectangle under a growing trim shows both its start corner and direction.
fixture("shape-rectangle-reversed", shape_layer(1, "rectangles", [
    group([rect([-45, 0], [70, 110], d=3), trim(0, anim((0, [5]), (59, [80]))),
           stroke(RED, 10)], nm="reversed"),
    group([rect([45, 0], [70, 110], r=15), trim(0, anim((0, [5]), (59, [80]))),
           stroke(BLUE, 10)], nm="forward rounded")], centre()))

# Overlapping copies, each turned and shrunk: each copy is drawn above the one before (m 1).
# (Below, m 2, is left out: ThorVG and rlottie disagree on it with each other; README.md.)
fixture("repeater-overlap", shape_layer(1, "copies", [
    group([rect([0, 0], [50, 50]), fill(ORANGE), stroke(DARK, 4),
           repeater(4, (30, 0), rotation=anim((0, [0]), (59, [30])), scale=(85, 85))])],
    layer_transform(p=(55, 100))))

# A trim after two groups trims the shapes inside them too.
fixture("trim-nested-groups", shape_layer(1, "trimmed", [
    group([ellipse([0, 0], [70, 70])], p=(-45, 0)),
    group([rect([0, 0], [70, 70])], p=(45, 0)),
    trim(0, anim((0, [10]), (59, [95])), m=1),
    stroke(GREEN, 10)], centre()))

fixture("stroke-dash-trim", shape_layer(1, "dashed trim", [group([
    path(circle_path(0, 0, 70)), trim(0, anim((0, [20]), (59, [90]))),
    stroke(BLUE, 12, lc=2, dashes=dash_pattern(18, 14, 0))])], centre()))

fixture("gradient-animated-stops", shape_layer(1, "gradient", [group([
    rect([0, 0], [170, 170]),
    {**gradient_fill(1, [-85, -85], [85, 85], [[0, 0.9, 0.2, 0.1], [1, 0.1, 0.3, 0.9]]),
     "g": {"p": 2, "k": anim((0, [0, 0.9, 0.2, 0.1, 1, 0.1, 0.3, 0.9]),
                             (59, [0, 0.1, 0.7, 0.3, 1, 0.95, 0.75, 0.1]))}}])],
    centre()))

# A child follows its parent's transform even while the parent itself is out of its time.
fixture("layer-parent-out-of-range",
        shape_layer(1, "child", [group([rect([0, 0], [40, 40]), fill(GREEN)])],
                    layer_transform(p=(60, 0)), parent=2),
        shape_layer(2, "parent", [group([ellipse([0, 0], [50, 50]), fill(RED)])],
                    layer_transform(p=(100, 100), r=anim((0, [0]), (59, [180]))), ip=0, op=20))

# A shape layer's own stretch (sr 2): its keyframes play at half speed.
fixture("layer-time-stretch", dict(
    shape_layer(1, "slow", [group([rect([0, 0], [50, 50]), fill(BLUE)])],
                layer_transform(p=anim((0, [40, 100]), (30, [160, 100])),
                                r=anim((0, [0]), (30, [90])))), sr=2))

# A precomp as a matte's target, and a precomp with a mask.
fixture("matte-precomp",
        shape_layer(1, "matte", [group([rect(anim((0, [60, 100]), (59, [140, 100])),
                                             [90, 200]), fill([1, 1, 1, 1])])], td=1),
        precomp_layer(2, "spinner", "comp_0", 200, 200,
                      layer_transform(p=(100, 100), a=(100, 100)), tt=1),
        shape_layer(3, "background", [group([rect([0, 0], [160, 160]), fill(YELLOW)])],
                    centre()),
        assets=[spinner_asset("comp_0")])

fixture("mask-precomp",
        precomp_layer(1, "spinner", "comp_0", 200, 200,
                      layer_transform(p=(100, 100), a=(100, 100), s=(120, 120)),
                      hasMask=True, masksProperties=[mask("a", circle_path(100, 100, 55)),
                                                     mask("s", MOVING_CIRCLE, o=60)]),
        assets=[spinner_asset("comp_0")])

# Precomps two deep, the inner one shifted by a start time.
fixture("precomp-nested",
        precomp_layer(1, "outer", "outer", 200, 200,
                      layer_transform(p=(100, 100), a=(100, 100), r=anim((0, [0]), (59, [-45])))),
        assets=[spinner_asset("comp_0"),
                {"id": "outer", "nm": "outer", "fr": 30, "layers": [
                    dict(precomp_layer(1, "inner", "comp_0", 200, 200,
                                       layer_transform(p=(100, 100), a=(100, 100),
                                                       s=(80, 80)), ip=-30, op=240), st=-30),
                    shape_layer(2, "ring", [group([ellipse([100, 100], [170, 170]),
                                                   stroke(GREEN, 8)])], op=240)]}])

# A layer that turns to follow its curved motion path (auto-orient).
fixture("transform-auto-orient", dict(
    shape_layer(1, "arrow", [group([path(bezier([[20, 0], [-15, -15], [-15, 15]])),
                                    fill(RED)])],
                layer_transform(p=anim((0, [30, 150]), (59, [170, 150]),
                                       extra={0: {"to": [0, -160], "ti": [0, -160]}}))),
    ao=1))

# A layer's opacity composites the layer as one: where its shapes overlap, only the top shows.
fixture("layer-opacity-composited", shape_layer(1, "layer", [
    group([rect([-20, -20], [100, 100]), fill(RED)], nm="top"),
    group([ellipse([25, 25], [100, 100]), fill(BLUE)], nm="bottom")],
    centre(o=anim((0, [100]), (59, [40])))))

# Before the first keyframe and after the last, a property holds the nearest one's value.
fixture("keyframes-outside-range", shape_layer(1, "held", [group([
    rect([0, 0], [50, 50]), fill(anim((15, GREEN), (45, PURPLE)))])],
    layer_transform(p=anim((15, [50, 100]), (45, [150, 100])),
                    r=anim((20, [0]), (40, [90])))))

# A mask in mode "n" (none) does nothing; the add mask after it still clips.
fixture("mask-none", shape_layer(1, "masked", solid_box(CYAN), masksProperties=[
    mask("n", rect_path(0, 0, 60, 60)), mask("a", MOVING_CIRCLE)], hasMask=True))

# The newer matte form: the matte layer is named by tp (its ind), not by being just above.
fixture("matte-parent-index",
        shape_layer(1, "content", [group([rect([0, 0], [200, 80]), fill(RED)], p=(100, 100))],
                    tt=1, tp=3),
        shape_layer(2, "background", [group([rect([0, 0], [40, 200]), fill(BLUE)],
                                            p=(100, 100))]),
        shape_layer(3, "matte", [group([ellipse(anim((0, [60, 100]), (59, [140, 100])),
                                                [90, 90]), fill([1, 1, 1, 1])])], td=1))

# --- unsupported (drawn as lottie-ios draws them) -----------------------------------------

# An expression that returns the keyframed value: players that run it and players that
# ignore it (lottie-ios) draw the same.
EXPRESSION_POSITION = anim((0, [50, 100]), (59, [150, 100]))
EXPRESSION_POSITION["x"] = "var $bm_rt;\n$bm_rt = value;"
fixture("unsupported-expression", shape_layer(1, "expression", [group([
    rect([0, 0], [60, 60]), fill(BLUE)])], layer_transform(p=EXPRESSION_POSITION)))

fixture("unsupported-text-layer",
        base_layer(5, 1, "label", layer_transform(p=(30, 60)), 0, 60, t={
            "d": {"k": [{"s": {"s": 36, "f": "RefreshKitSans", "t": "Pull", "j": 0, "tr": 0,
                               "lh": 43, "ls": 0, "fc": [0.1, 0.1, 0.1]}, "t": 0}]},
            "p": {}, "m": {"g": 1, "a": static([0, 0])}, "a": []}),
        shape_layer(2, "box", [group([rect([0, 0], [60, 60]), fill(GREEN)])],
                    layer_transform(p=anim((0, [50, 140]), (59, [150, 140])))),
        )
FILES["unsupported-text-layer"]["fonts"] = {"list": [
    {"fName": "RefreshKitSans", "fFamily": "RefreshKitSans", "fStyle": "Regular",
     "ascent": 75}]}

# Merge paths ignored: both shapes are filled as if the merge were not there.
fixture("unsupported-merge-paths", shape_layer(1, "merged", [group([
    rect([-20, 0], [80, 80]), ellipse(anim((0, [20, 0]), (59, [40, 0])), [80, 80]),
    {"ty": "mm", "nm": "merge", "mm": 4}, fill(RED)])], centre()))

# Multiply ignored: the top layer draws normally.
fixture("unsupported-blend-mode",
        dict(shape_layer(1, "multiply", [group([ellipse([0, 0], [100, 100]), fill(YELLOW)])],
                         layer_transform(p=anim((0, [70, 100]), (59, [130, 100])))), bm=1),
        shape_layer(2, "below", [group([rect([0, 0], [100, 100]), fill(BLUE)])], centre()))

# --- loaders (several features together, like real refresh spinners) -----------------------

ARC = ellipse([0, 0], [110, 110])
fixture("loader-arcs", shape_layer(1, "arcs", [
    group([ARC, trim(anim((0, [0]), (30, [0]), (59, [75]), ease=EASE),
                     anim((0, [5]), (30, [75]), (59, [80]), ease=EASE),
                     anim((0, [0]), (59, [360]))),
           stroke(BLUE, 12, lc=2)], nm="outer"),
    group([ellipse([0, 0], [60, 60]), trim(0, 30, anim((0, [0]), (59, [-720]))),
           stroke(ORANGE, 10, lc=2)], nm="inner")],
    centre(r=anim((0, [0]), (59, [180])))))

fixture("loader-dots", shape_layer(1, "dots", [
    group([group([ellipse([0, 0], anim((0, [18, 18]), (30, [30, 30]), (59, [18, 18]),
                                       ease=EASE)),
                  fill(GREEN)], p=(0, -60)),
           repeater(8, (0, 0), rotation=45, start_opacity=100, end_opacity=25)])],
    centre(r=anim((0, [0]), (59, [90])))))

fixture("loader-bouncing-ball",
        shape_layer(1, "ball", [group([ellipse([0, 0], [36, 36]), fill(RED)])],
                    layer_transform(p=anim((0, [0, -90]), (30, [0, 0]), (59, [0, -90]),
                                           ease=({"x": [0.5], "y": [0]}, {"x": [0.9],
                                                                          "y": [1]})),
                                    s=anim((0, [100, 100]), (27, [100, 100]), (30, [130, 70]),
                                           (33, [100, 100]), (59, [100, 100]))), parent=3),
        shape_layer(2, "shadow", [group([ellipse([0, 0], [70, 14]),
                                         fill(DARK, o=anim((0, [20]), (30, [60]), (59, [20])))])],
                    layer_transform(p=(0, 28)), parent=3),
        null_layer(3, "rig", layer_transform(p=(100, 130), r=anim((0, [-10]), (59, [10])),
                                             o=0)))

fixture("loader-precomp-spinner",
        precomp_layer(1, "spinner", "spinner", 200, 200,
                      layer_transform(p=(100, 100), a=(100, 100),
                                      s=anim((0, [40, 40]), (20, [100, 100]), (59, [100, 100]),
                                             ease=EASE),
                                      o=anim((0, [0]), (15, [100]), (59, [100]))), sr=0.5),
        shape_layer(2, "track", [group([ellipse([0, 0], [160, 160]),
                                        stroke([0.85, 0.85, 0.9, 1], 14)])], centre()),
        assets=[{"id": "spinner", "nm": "spinner", "fr": 30, "layers": [
            shape_layer(1, "head", [group([ellipse([0, 0], [160, 160]),
                                           trim(0, 25, anim((0, [0]), (120, [1200]))),
                                           gradient_stroke(1, [-80, 0], [80, 0],
                                                           [[0, 0.1, 0.3, 0.9],
                                                            [1, 0.0, 0.7, 0.8]], 14)])],
                        centre(), op=120)]}])


# --- writing ------------------------------------------------------------------------------


def rounded(value):
    """Floats to four decimals (tangents of circles come out long)."""
    if isinstance(value, float):
        value = round(value, 4)
        return int(value) if value.is_integer() else value
    if isinstance(value, list):
        return [rounded(v) for v in value]
    if isinstance(value, dict):
        return {k: rounded(v) for k, v in value.items()}
    return value


def dumps(value):
    return json.dumps(rounded(value), separators=(",", ":"), ensure_ascii=True)


def render(doc):
    """Compact JSON, one layer (and one asset) per line so a diff stays readable."""
    head = {k: v for k, v in doc.items() if k not in ("layers", "assets")}
    lines = [dumps(head)[:-1] + ',"assets":[']
    for index, asset in enumerate(doc["assets"]):
        comma = "," if index < len(doc["assets"]) - 1 else ""
        if "layers" in asset:
            inner = {k: v for k, v in asset.items() if k != "layers"}
            lines.append(dumps(inner)[:-1] + ',"layers":[')
            lines += [dumps(layer) + ("," if i < len(asset["layers"]) - 1 else "")
                      for i, layer in enumerate(asset["layers"])]
            lines.append("]}" + comma)
        else:
            lines.append(dumps(asset) + comma)
    lines.append('],"layers":[')
    lines += [dumps(layer) + ("," if i < len(doc["layers"]) - 1 else "")
              for i, layer in enumerate(doc["layers"])]
    lines.append("]}")
    return "\n".join(lines) + "\n"


# Fixtures the demo's gallery draws too (a copy in its resources).
DEMO = pathlib.Path(__file__).resolve().parents[2] / "Sources" / "refreshkit-demo" / "Resources"
DEMO_FIXTURES = ["refresh-markers-slots"]


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for name, doc in FILES.items():
        text = render(doc)
        json.loads(text)  # the line layout must still be JSON
        (OUT / f"{name}.json").write_text(text)
        if name in DEMO_FIXTURES:
            (DEMO / f"{name}.json").write_text(text)
    print(f"wrote {len(FILES)} fixtures to {OUT}")


if __name__ == "__main__":
    main()
