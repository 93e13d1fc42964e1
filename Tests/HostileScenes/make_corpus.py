#!/usr/bin/env python3
"""Writes Zoetrope's corpus of hostile scene files and what the CLI must answer to each.

    python3 Tests/HostileScenes/make_corpus.py            # (re)writes cases/ and expected.tsv
    python3 Tests/HostileScenes/make_corpus.py --large D [NAME...]  # writes the large cases (or those named) into D/large/

Each case is one file under cases/ and one line of expected.tsv:

    file <TAB> exit code <TAB> a fragment the message must contain <TAB> extra arguments

The fragment is looked for in standard error (or standard output for exit 0). Arguments are
separated by spaces; `{out}` stands for the output folder. Large cases (megabytes of input) are not
kept in git (over 256 KiB): `--large` writes them, and script/hostile-scenes and the tests make them
on the fly; their files are named `large/...` in expected.tsv.
"""
import copy
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# Cases larger than this (in bytes) are made when the corpus runs instead of kept in git.
LARGEST_KEPT = 256 * 1024

BASE = {
    "version": 1,
    "canvas": {"width": 200, "height": 200, "background": "white"},
    "fps": 10,
    "duration": 1,
    "layout": {"name": "wheel", "parameters": {"radius": 60, "rotation": 0}},
    "views": [
        {"shape": "roundedRectangle", "width": 30, "height": 30, "fill": "orange", "label": str(i + 1)}
        for i in range(4)
    ],
    "timeline": [
        {"at": 0, "animation": {"type": "easeInOut", "duration": 1}, "set": {"rotation": 90}},
    ],
}

cases = []   # (name, bytes or None for large, exit, fragment, args)


def text(value):
    return json.dumps(value, indent=1).encode()


def scene(**changes):
    """BASE with fields replaced: scene(fps=0), scene(**{"canvas.width": 0}); DELETE removes."""
    document = copy.deepcopy(BASE)
    for dotted, value in changes.items():
        set_path(document, dotted.split("."), value)
    return document


DELETE = object()


def set_path(node, path, value):
    for part in path[:-1]:
        node = node[int(part)] if isinstance(node, list) else node.setdefault(part, {})
    last = path[-1]
    if isinstance(node, list):
        node[int(last)] = value
    elif value is DELETE:
        node.pop(last, None)
    else:
        node[last] = value


def add(name, content, code, fragment, args=""):
    data = content if isinstance(content, bytes) else (text(content) if content is not None else None)
    cases.append((name, data, code, fragment, args))


def bad(name, fragment, **changes):
    add(name, scene(**changes), 65, fragment)


def good(name, fragment="Computed", args="--format csv", **changes):
    add(name, scene(**changes), 0, fragment, args)


# MARK: Bytes and syntax: every malformed byte sequence, refused with its line and column

valid = text(BASE)
add("syntax/empty.json", b"", 65, "1:1: error: not valid JSON: the file is empty")
add("syntax/whitespace.json", b"  \n\n\t ", 65, "3:3: error: not valid JSON: the file holds only white space and comments")
add("syntax/truncated-object.json", valid[: len(valid) // 2], 65, "not valid JSON: the file ends")
add("syntax/truncated-string.json", b'{"version": 1, "canvas": {"background": "whi', 65, "1:41: error: not valid JSON: the file ends inside a string")
add("syntax/truncated-number.json", b'{"version": 1', 65, "1:14: error: not valid JSON: the file ends inside an object")
add("syntax/missing-comma.json", b'{"version": 1\n "fps": 30}', 65, "2:2: error: not valid JSON: expected , or } after the value of \"version\"")
add("syntax/missing-colon.json", b'{"version" 1}', 65, "1:12: error: not valid JSON: expected : after the key \"version\"")
# Comments and trailing commas are allowed (JSON with comments); what is wrong with them still is not.
add("syntax/trailing-comma-object.json", b'{"version": 1,,}', 65, "1:15: error: not valid JSON: expected a key in double quotes, found ','")
add("syntax/trailing-comma-array.json", b'{"views": [1,, 2]}', 65, "1:14: error: not valid JSON: two commas in a row")
add("syntax/line-comment.json", text(BASE)[:1] + b'\n  // a comment, and a comma after the last field\n' + text(BASE)[1:-2] + b',\n}', 0,
    "Computed 11 frames", "--format csv")
add("syntax/block-comment-open.json", b'{"version": /* one 1}', 65, "1:13: error: not valid JSON: the comment /* here is never closed with */")
add("syntax/lone-slash.json", b'{"fps": 30 / 2}', 65, "1:12: error: not valid JSON: a / here starts nothing")
add("syntax/unquoted-key.json", b'{version: 1}', 65, "1:2: error: not valid JSON: expected a key in double quotes, found 'v'")
add("syntax/single-quotes.json", b"{\"version\": 'one'}", 65, "1:13: error: not valid JSON: strings are written in double quotes")
add("syntax/nan.json", b'{"version": NaN}', 65, "1:13: error: not valid JSON: expected a value")
add("syntax/infinity.json", b'{"duration": Infinity}', 65, "1:14: error: not valid JSON: expected a value")
add("syntax/negative-infinity.json", b'{"duration": -Infinity}', 65, "1:15: error: not valid JSON: expected a digit in the number, found 'I'")
add("syntax/leading-zero.json", b'{"fps": 030}', 65, "1:9: error: not valid JSON: a number cannot start with 0")
add("syntax/hex-number.json", b'{"fps": 0x1E}', 65, "1:10: error: not valid JSON: expected , or }")
add("syntax/plus-number.json", b'{"fps": +30}', 65, "1:9: error: not valid JSON: expected a value")
add("syntax/bare-point.json", b'{"fps": 30.}', 65, "1:12: error: not valid JSON: expected a digit after the decimal point")
add("syntax/bare-exponent.json", b'{"fps": 3e}', 65, "1:11: error: not valid JSON: expected a digit in the exponent")
add("syntax/number-overflow.json", b'{"duration": 1e400}', 65, "1:14: error: not valid JSON: the number 1e400 is too large")
add("syntax/number-overflow-negative.json", b'{"duration": -1e400}', 65, "1:14: error: not valid JSON: the number -1e400 is too large")
add("syntax/misspelt-true.json", b'{"showSizes": ture}', 65, "1:15: error: not valid JSON: expected a value, found 'ture'")
add("syntax/python-none.json", b'{"duration": None}', 65, "1:14: error: not valid JSON: expected a value")
add("syntax/two-documents.json", b'{"version": 1}\n{"version": 1}', 65, "2:1: error: not valid JSON: unexpected '{' after the end of the document")
add("syntax/trailing-garbage.json", valid + b"\nxyz", 65, "not valid JSON: unexpected 'x' after the end of the document")
add("syntax/closing-only.json", b'}', 65, "1:1: error: not valid JSON: expected a value before '}'")
add("syntax/unbalanced.json", b'{"views": [}', 65, "1:12: error: not valid JSON: expected a value before '}'")
add("syntax/nul-byte.json", b'{"version": 1,\x00 "fps": 30}', 65, "1:15: error: not valid JSON: expected a key in double quotes, found the byte 0x00")
add("syntax/nul-bytes-only.json", b"\x00" * 64, 65, "1:1: error: not valid JSON: expected a value")
add("syntax/nul-in-string.json", b'{"views": [{"label": "a\x00b"}]}', 65, "1:24: error: not valid JSON: control character U+0000 in a string")
add("syntax/newline-in-string.json", b'{"views": [{"label": "a\nb"}]}', 65, "1:24: error: not valid JSON: control character U+000A in a string")
add("syntax/tab-in-string.json", b'{"views": [{"label": "a\tb"}]}', 65, "control character U+0009 in a string")
add("syntax/invalid-utf8.json", b'{"views": [{"label": "caf\xe9"}]}', 65, "1:26: error: not valid JSON: the text is not valid UTF-8 (byte 0xE9)")
add("syntax/overlong-utf8.json", b'{"views": [{"label": "\xc0\xaf"}]}', 65, "not valid JSON: the text is not valid UTF-8 (byte 0xC0)")
add("syntax/utf8-surrogate-bytes.json", b'{"views": [{"label": "\xed\xa0\x80"}]}', 65, "not valid JSON: the text is not valid UTF-8")
add("syntax/truncated-utf8.json", b'{"views": [{"label": "\xe2\x82"}]}', 65, "not valid JSON: the text is not valid UTF-8")
add("syntax/utf8-outside-string.json", "{\u00e9}".encode(), 65, "1:2: error: not valid JSON: expected a key in double quotes, found the byte 0xC3")
add("syntax/bom-utf8.json", b"\xef\xbb\xbf" + valid, 65, "1:1: error: not valid JSON: the file starts with a byte order mark")
add("syntax/utf16-le.json", b"\xff\xfe" + json.dumps(BASE).encode("utf-16-le"), 65, "byte order mark")
add("syntax/utf16-be-no-bom.json", json.dumps(BASE).encode("utf-16-be"), 65, "1:1: error: not valid JSON: expected a value")
add("syntax/lone-high-surrogate.json", b'{"views": [{"label": "\\uD83D"}]}', 65, "1:23: error: not valid JSON: \\uD83D is half of a surrogate pair")
add("syntax/lone-low-surrogate.json", b'{"views": [{"label": "\\uDE00"}]}', 65, "1:23: error: not valid JSON: \\uDE00 is half of a surrogate pair")
add("syntax/bad-escape.json", b'{"views": [{"label": "\\x41"}]}', 65, "1:23: error: not valid JSON: unknown escape")
add("syntax/short-unicode-escape.json", b'{"views": [{"label": "\\u12"}]}', 65, "not valid JSON: expected four hexadecimal digits")
add("syntax/deep-arrays.json", b"[" * 10_000 + b"]" * 10_000, 65, "not valid JSON: arrays and objects are nested more than 128 deep")
add("syntax/deep-objects.json", b'{"a":' * 5_000 + b"1" + b"}" * 5_000, 65, "nested more than 128 deep")
add("syntax/deep-unclosed.json", b"[" * 100_000, 65, "nested more than 128 deep")
add("syntax/binary-png.json", b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4, 65, "1:1: error: not valid JSON: expected a value")
add("syntax/random-bytes.json", bytes((i * 7919 + 13) % 256 for i in range(4096)), 65, "not valid JSON")
add("syntax/yaml.json", b"version: 1\ncanvas:\n  width: 100\n", 65, "1:1: error: not valid JSON: expected a value")

# MARK: Duplicate keys: an error naming both places

add("duplicates/top-level.json", b'{"version": 1,\n "fps": 30,\n "fps": 60}', 65,
    "3:2: error: not valid JSON: the key \"fps\" is given twice in this object (first at line 2, column 2)")
add("duplicates/canvas.json", b'{"canvas": {"width": 100, "width": 200}}', 65, "the key \"width\" is given twice")
add("duplicates/view.json", b'{"views": [{"fill": "red", "fill": "blue"}]}', 65, "the key \"fill\" is given twice")
add("duplicates/parameters.json", b'{"layout": {"name": "wheel", "parameters": {"radius": 1, "radius": 2}}}', 65, "the key \"radius\" is given twice")
add("duplicates/escaped.json", b'{"fps": 30, "\\u0066ps": 60}', 65, "the key \"fps\" is given twice")

# MARK: Fields: wrong types, missing, out of range; each named with its path and value

bad("fields/version-missing.json", ": missing field \"version\"", version=DELETE)
bad("fields/version-string.json", "version: expected a number, found \"1\"", version="1")
bad("fields/version-two.json", "version: version 2 is not supported", version=2)
bad("fields/version-zero.json", "version: 0 is not valid: the version must be a whole number", version=0)
bad("fields/version-fraction.json", "version: 1.5 is not valid", version=1.5)
bad("fields/version-int-max.json", "version: 9223372036854775808 is not valid", version=9223372036854775807)
bad("fields/version-2-pow-63.json", "version: 9223372036854775808 is not valid", version=9223372036854775808)
bad("fields/version-huge.json", "version: 1e+300 is not valid", version=1e300)
bad("fields/version-negative-huge.json", "version: -1e+300 is not valid", version=-1e300)
bad("fields/version-true.json", "version: expected a number, found true", version=True)
bad("fields/version-null.json", "version: expected a number, found null", version=None)
add("fields/root-array.json", b"[" + valid + b"]", 65, "expected an object, found an array of 1")
add("fields/root-string.json", b'"scene"', 65, "expected an object, found \"scene\"")
add("fields/root-number.json", b'42', 65, "expected an object, found 42")
add("fields/root-null.json", b'null', 65, "expected an object, found null")
bad("fields/unknown-top-level.json", "duraton: unknown field (did you mean \"duration\"?)", duraton=1)
bad("fields/canvas-missing.json", "missing field \"canvas\"", canvas=DELETE)
bad("fields/canvas-array.json", "canvas: expected an object, found an array of 2", canvas=[200, 200])
bad("fields/canvas-width-zero.json", "canvas.width: 0 is out of range", **{"canvas.width": 0})
bad("fields/canvas-width-negative.json", "canvas.width: -200 is out of range", **{"canvas.width": -200})
bad("fields/canvas-width-huge.json", "canvas.width: 1e+308 is out of range", **{"canvas.width": 1e308})
bad("fields/canvas-width-string.json", "canvas.width: expected a number, found \"200\"", **{"canvas.width": "200"})
good("fields/canvas-width-tiny.json", fragment="Rendered", args="--format png", **{"canvas.width": 5e-324})
bad("fields/canvas-area.json", "canvas: a 16384×16384 canvas is 268435456 pixels; the most is 67108864", **{"canvas.width": 16384, "canvas.height": 16384})
bad("fields/canvas-height-missing.json", "canvas: missing field \"height\"", **{"canvas.height": DELETE})
bad("fields/background-unknown.json", "canvas.background: unknown colour \"whit\" (did you mean \"white\"?)", **{"canvas.background": "whit"})
bad("fields/background-number.json", "canvas.background: expected a string, found 16777215", **{"canvas.background": 16777215})
bad("fields/background-bad-hex.json", "canvas.background: unknown colour \"#GGGGGG\"", **{"canvas.background": "#GGGGGG"})
bad("fields/background-long.json", "canvas.background: unknown colour \"wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww… (5000 characters)\"", **{"canvas.background": "w" * 5000})
bad("fields/padding-negative.json", "canvas.padding: -1 is out of range", **{"canvas.padding": -1})
bad("fields/padding-too-large.json", "canvas.padding: 150 is out of range", **{"canvas.padding": 150})
bad("fields/fps-zero.json", "fps: 0 is not valid: fps (frames per second) must be a whole number in 1...1000", fps=0)
bad("fields/fps-fraction.json", "fps: 29.97 is not valid", fps=29.97)
bad("fields/fps-too-high.json", "fps: 1001 is not valid", fps=1001)
bad("fields/fps-huge.json", "fps: 1e+300 is not valid", fps=1e300)
bad("fields/fps-string.json", "fps: expected a number, found \"30\"", fps="30")
bad("fields/duration-negative.json", "duration: -1 is out of range: the duration in seconds must be in 0...86400", duration=-1)
bad("fields/duration-huge.json", "duration: 1e+308 is out of range", duration=1e308)
bad("fields/duration-string.json", "duration: expected a number, found \"1s\"", duration="1s")
bad("fields/interpolation-unknown.json", "interpolation: unknown interpolation \"position\" (did you mean \"positions\"?)", interpolation="position")
bad("fields/layout-missing.json", "missing field \"layout\"", layout=DELETE)
bad("fields/layout-unknown.json", "layout.name: unknown layout \"wheeel\" (did you mean \"wheel\"?)", **{"layout.name": "wheeel"})
bad("fields/layout-name-number.json", "layout.name: expected a string, found 3", **{"layout.name": 3})
bad("fields/parameter-unknown.json", "layout.parameters.radious: unknown field (did you mean \"radius\"?)", **{"layout.parameters.radious": 3})
bad("fields/parameter-string.json", "layout.parameters.radius: expected a number, found \"60\"", **{"layout.parameters.radius": "60"})
bad("fields/parameter-null-array.json", "layout.parameters.radius: expected a number, found an array of 0", **{"layout.parameters.radius": []})
bad("fields/views-missing.json", "missing field \"views\"", views=DELETE)
bad("fields/views-object.json", "views: expected an array, found an object", views={})
bad("fields/view-number.json", "views[0]: expected an object, found 7", **{"views.0": 7})
bad("fields/view-shape-missing.json", "views[0]: missing field \"shape\"", **{"views.0.shape": DELETE})
bad("fields/view-shape-unknown.json", "views[0].shape: unknown shape \"square\"", **{"views.0.shape": "square"})
bad("fields/view-width-negative.json", "views[1].width: -30 is out of range", **{"views.1.width": -30})
bad("fields/view-width-zero.json", "views[1].width: 0 is out of range", **{"views.1.width": 0})
bad("fields/view-width-huge.json", "views[1].width: 1e+300 is out of range", **{"views.1.width": 1e300})
bad("fields/view-size-missing.json", "views[2]: missing \"height\"", **{"views.2.height": DELETE, "views.2.label": DELETE})
bad("fields/view-fill-unknown.json", "views[3].fill: unknown colour \"organe\" (did you mean \"orange\"?)", **{"views.3.fill": "organe"})
bad("fields/view-fill-short-hex.json", "views[3].fill: unknown colour \"#12\"", **{"views.3.fill": "#12"})
bad("fields/view-opacity-high.json", "views[0].opacity: 2 is out of range: the opacity must be in 0...1", **{"views.0.opacity": 2})
bad("fields/view-opacity-negative.json", "views[0].opacity: -0.5 is out of range", **{"views.0.opacity": -0.5})
bad("fields/view-label-number.json", "views[0].label: expected a string, found 1", **{"views.0.label": 1})
bad("fields/view-font-zero.json", "views[0].fontSize: 0 is out of range", **{"views.0.fontSize": 0})
bad("fields/view-font-huge.json", "views[0].fontSize: 1000000 is out of range", **{"views.0.fontSize": 1e6})
bad("fields/view-corner-negative.json", "views[0].cornerRadius: -8 is out of range", **{"views.0.cornerRadius": -8})
bad("fields/view-padding-negative.json", "views[0].padding: -2 is out of range", **{"views.0.padding": -2})
bad("fields/view-flexible-string.json", "views[0].flexible: expected true or false, found \"yes\"", **{"views.0.flexible": "yes"})
bad("fields/view-unknown-field.json", "views[0].colour: unknown field", **{"views.0.colour": "red"})
bad("fields/view-id-empty.json", "views[0].id: a node id cannot be empty", **{"views.0.id": " "})
bad("fields/show-sizes-unknown.json", "showSizes[0]: unknown size request \"biggest\"", showSizes=["biggest"])
bad("fields/show-sizes-number.json", "showSizes: 1 is not true, false or a list", showSizes=1)

# MARK: Timeline: times, animations, phases and keyframes

bad("timeline/not-array.json", "timeline: expected an array, found an object", timeline={})
bad("timeline/at-negative.json", "timeline[0].at: -1 is out of range: the time in seconds must be in 0...86400", **{"timeline.0.at": -1})
bad("timeline/at-huge.json", "timeline[0].at: 1e+300 is out of range", **{"timeline.0.at": 1e300})
bad("timeline/at-missing.json", "timeline[0]: missing field \"at\"", **{"timeline.0.at": DELETE})
bad("timeline/set-empty.json", "timeline[0].set: sets nothing", **{"timeline.0.set": {}})
bad("timeline/set-unknown.json", "timeline[0].set.rotaton: unknown field (did you mean \"rotation\"?)", **{"timeline.0.set": {"rotaton": 1}})
bad("timeline/animation-unknown.json", "timeline[0].animation.type: unknown animation type \"easeInOt\"", **{"timeline.0.animation.type": "easeInOt"})
bad("timeline/animation-duration-negative.json", "timeline[0].animation.duration: -1 is out of range", **{"timeline.0.animation.duration": -1})
bad("timeline/animation-duration-huge.json", "timeline[0].animation.duration: 1e+300 is out of range", **{"timeline.0.animation.duration": 1e300})
bad("timeline/animation-speed-tiny.json", "timeline[0].animation.speed: 5e-324 is out of range: the speed must be in 0.001...1000", duration=DELETE, **{"timeline.0.animation.speed": 5e-324})
bad("timeline/animation-speed-zero.json", "timeline[0].animation.speed", **{"timeline.0.animation.speed": 0})
bad("timeline/animation-delay-negative.json", "timeline[0].animation.delay", **{"timeline.0.animation.delay": -1})
bad("timeline/repeat-huge.json", "timeline[0].animation.repeat", **{"timeline.0.animation.repeat": {"count": 9223372036854775808}})
bad("timeline/repeat-zero.json", "timeline[0].animation.repeat", **{"timeline.0.animation.repeat": {"count": 0}})
bad("timeline/spring-bounce.json", "timeline[0].animation", **{"timeline.0.animation": {"type": "spring", "duration": 0.5, "bounce": -1}})
bad("timeline/spring-stiffness-huge.json", "timeline[0].animation", **{"timeline.0.animation": {"type": "interpolatingSpring", "stiffness": 1e308, "damping": 1}})
bad("timeline/spring-mass-zero.json", "timeline[0].animation", **{"timeline.0.animation": {"type": "interpolatingSpring", "mass": 0, "stiffness": 100, "damping": 10}})
bad("timeline/repeat-forever-no-duration.json", "duration: the timeline never ends",
    duration=DELETE, **{"timeline.0.animation.repeat": {"forever": True}})
bad("timeline/phases-empty.json", "timeline[0].phases: a phase sequence needs at least one phase", timeline=[{"at": 0, "phases": []}])
bad("timeline/phases-cycles-huge.json", "timeline[0].cycles: 1000000000000 is not valid", timeline=[{"at": 0, "phases": [{"set": {"radius": 50}}], "cycles": 1e12}])
bad("timeline/phases-both.json", "timeline[0].cycles: give either \"cycles\" or \"forever\": true, not both",
    timeline=[{"at": 0, "phases": [{"set": {"radius": 50}}], "cycles": 2, "forever": True}])
bad("timeline/phases-hold-negative.json", "timeline[0].phases[0].hold", timeline=[{"at": 0, "phases": [{"set": {"radius": 50}, "hold": -1}]}])
bad("timeline/phases-forever-no-time.json", "timeline[0]",
    timeline=[{"at": 0, "phases": [{"set": {"radius": 50}}, {"set": {"radius": 60}}], "forever": True}])
bad("timeline/phases-tiny-hold-forever.json", "timeline[0]: the phase sequence enters",
    duration=86400, timeline=[{"at": 0, "phases": [{"set": {"radius": 50}, "hold": 1e-9}, {"set": {"radius": 60}, "hold": 1e-9}], "forever": True}])
bad("timeline/phases-millisecond-hold-day.json", "timeline[0]: the phase sequence enters",
    duration=86400, timeline=[{"at": 0, "phases": [{"set": {"radius": 50}, "hold": 0.001}], "forever": True}])
bad("timeline/phases-many-cycles.json", "timeline[0]: the phase sequence enters",
    duration=DELETE, timeline=[{"at": 0, "phases": [{"set": {"radius": 50 + i}, "hold": 0.01} for i in range(200)], "cycles": 1000000}])
# A cycle so short that adding it to the time does not change the time: the expansion never moved
# on, and ran until memory ran out.
bad("timeline/phases-forever-vanishing-cycle.json", "timeline[0]: the phase sequence cycles for ever, but phases[0] lasts 1e-17 s",
    timeline=[{"at": 1, "phases": [{"set": {"radius": 50}, "hold": 1e-17}], "forever": True}])
bad("timeline/phases-forever-vanishing-phase.json", "timeline[0]: the phase sequence cycles for ever, but phases[1] lasts 1e-20 s",
    timeline=[{"at": 0, "phases": [{"set": {"radius": 50}, "hold": 0.5}, {"set": {"radius": 60}, "hold": 1e-20}], "forever": True}])
good("timeline/keyframes-empty-track.json", timeline=[{"at": 0, "keyframes": {"rotation": []}}])
bad("timeline/keyframes-unknown-type.json", "timeline[0].keyframes.rotation[0].type", timeline=[{"at": 0, "keyframes": {"rotation": [{"type": "bezier", "to": 1, "duration": 1}]}}])
bad("timeline/keyframes-velocity-huge.json", "timeline[0].keyframes.rotation[0].velocity",
    timeline=[{"at": 0, "keyframes": {"rotation": [{"type": "spring", "to": 90, "velocity": 1e308}]}}])
bad("timeline/keyframes-duration-negative.json", "timeline[0].keyframes.rotation[0].duration",
    timeline=[{"at": 0, "keyframes": {"rotation": [{"type": "linear", "to": 90, "duration": -1}]}}])
bad("timeline/keyframes-repeat-forever-no-duration.json", "the timeline never ends", duration=DELETE,
    timeline=[{"at": 0, "keyframes": {"rotation": [{"type": "linear", "to": 90, "duration": 1}]}, "repeat": {"forever": True}}])
bad("timeline/entry-mixed.json", "timeline[0]", timeline=[{"at": 0, "phases": [{"set": {"radius": 5}}], "keyframes": {"rotation": []}}])

# MARK: Budget: work the scene would cost, refused before any is done

def wheel_views(count):
    return [{"shape": "circle", "width": 4, "height": 4, "fill": "red"} for _ in range(count)]

good("budget/views-50000-allowed.json", fragment="Computed 1 frame", args="--allow-large --format csv --frames 0", views=wheel_views(50_000))
bad("budget/views-50000.json", "views: 50000 views; the most is 10000", views=wheel_views(50_000))
# A repeat is counted before any view is made, so a huge one costs nothing.
bad("budget/repeat-billion.json", "views[0].repeat: 1000000000 is not valid",
    views=[{"repeat": 1_000_000_000, "shape": "circle", "width": 10, "height": 10}])
bad("budget/repeat-million.json", "views[1].repeat: 1000001 views; the most is 10000",
    views=[{"shape": "circle", "width": 10, "height": 10}, {"repeat": 1_000_000, "shape": "circle", "width": 10, "height": 10}])
bad("fields/repeat-list-without-repeat.json", 'views[0].fill: gives a list of 2, which only a view with "repeat" takes',
    views=[{"shape": "circle", "width": 10, "height": 10, "fill": ["red", "blue"]}])
bad("fields/view-defaults-list.json", "viewDefaults.fill: is a list; a default is one value for every view",
    viewDefaults={"fill": ["red"]})
add("budget/frames-day-at-100fps.json", scene(fps=100, duration=86400, views=wheel_views(50)), 65,
    "duration: the render would be 8640001 frames × 50 views (100 fps, 86400 s); the most is 100000000 view-frames", "--format csv")
add("budget/pixels-day-at-100fps.json", scene(fps=100, duration=86400), 65,
    "canvas: drawing 8640001 frames of 200×200 is 345600040000 pixels; the most is 200000000000")
add("budget/allow-large-still-refused.json", scene(**{"views.0.label": "x" * 200_000}), 65,
    "views[0].label: a label of 200000 characters; the most is 100000", "--allow-large --format csv --frames 0")
bad("budget/frames-cap.json", "duration", fps=1000, duration=86400)
bad("budget/label-long.json", "views[0].label: a label of 20000 characters; the most is 1000", **{"views.0.label": "x" * 20_000})
bad("budget/changes-many.json", "timeline: 100001 changes; the most is 100000",
    timeline=[{"at": i / 1000, "set": {"rotation": i % 360}} for i in range(100_001)])
bad("budget/keyframes-many.json", "keyframes; the most is",
    timeline=[{"at": 0, "keyframes": {"rotation": [{"type": "linear", "to": i % 360, "duration": 0.0001} for i in range(120_000)]}}])
bad("budget/keyframe-runs-many.json", "timeline: 10001 keyframe runs; the most is 10000", duration=20,
    timeline=[{"at": i / 1000, "keyframes": {"rotation": [{"type": "linear", "to": i % 360, "duration": 0.0005}]}} for i in range(10_001)])
good("budget/keyframe-runs-thousand.json", duration=2,
     timeline=[{"at": 0, "animation": {"type": "easeInOut", "duration": 1}, "set": {"radius": 40}}]
     + [{"at": i / 1000, "keyframes": {"rotation": [{"type": "linear", "to": i % 360, "duration": 0.0005}]}} for i in range(1, 1001)])
add("budget/svg-lost-memory.json", scene(fps=100, duration=3000, **{f"views.{i}.opacity": 0.7 for i in range(4)}), 65,
    "views: drawing 1200004 translucent labelled views (views × frames) as svg would lose about 586 MiB inside cairo 1.16", "--format svg")
add("budget/svg-lost-memory-png.json", scene(fps=100, duration=3000, **{f"views.{i}.opacity": 0.7 for i in range(4)}), 0,
    "Rendered 3 frames", "--format png --frames 0-2")
add("budget/pixels-many.json", scene(**{"canvas.width": 8000, "canvas.height": 8000}, fps=60, duration=3000), 65,
    "pixels", "--format png")

# MARK: Values a layout can take: rendered, whatever they do to the picture

good("extremes/rotation-huge.json", **{"layout.parameters.rotation": 1e308})
good("extremes/rotation-huge-negative.json", **{"layout.parameters.rotation": -1e308, "timeline.0.set.rotation": 1e308})
good("extremes/radius-huge.json", **{"layout.parameters.radius": 1e307})
good("extremes/radius-huge-drawn.json", fragment="Rendered", args="--format png", **{"layout.parameters.radius": 1e307})
good("extremes/radius-tiny.json", **{"layout.parameters.radius": 5e-324})
good("extremes/wave-amplitude-huge-drawn.json", fragment="Rendered", args="--format png",
     **{"layout.name": "wave", "layout.parameters": {"amplitude": 1e300}, "timeline": []})
good("extremes/hstack-wide-drawn.json", fragment="Rendered", args="--format png",
     **{"layout.name": "hstack", "layout.parameters": {"spacing": 10_000}, "views": wheel_views(200), "timeline": []})
good("extremes/hstack-wide-svg.json", fragment="Rendered", args="--format svg",
     **{"layout.name": "hstack", "layout.parameters": {"spacing": 10_000}, "views": wheel_views(200), "timeline": []})
bad("extremes/hstack-spacing-huge.json", "layout.parameters.spacing: 400000 is out of range: spacing must be in 0...10000",
    **{"layout.name": "hstack", "layout.parameters": {"spacing": 400_000}, "timeline": []})
bad("extremes/flow-spacing-huge.json", "layout.parameters.spacing: 1e+300 is out of range",
    **{"layout.name": "flow", "layout.parameters": {"spacing": 1e300}, "timeline": []})
bad("extremes/wave-frequency-out-of-range.json", "layout.parameters.frequency: 1e+308 is out of range: frequency must be in -1000000...1000000",
    **{"layout.name": "wave", "layout.parameters": {"frequency": 1e308}, "timeline": []})
good("extremes/wave-frequency-largest.json", fragment="Rendered", args="--format png",
     **{"layout.name": "wave", "layout.parameters": {"frequency": 1_000_000, "amplitude": 40}, "timeline": []})
good("extremes/show-sizes-huge.json", fragment="Rendered", args="--format png --show-sizes",
     **{"layout.name": "wave", "layout.parameters": {"amplitude": 1e19}, "timeline": []})
good("extremes/show-sizes-flexible.json", fragment="Rendered", args="--format png --show-sizes",
     **{"layout.name": "vstack", "layout.parameters": {}, "views.0.flexible": True, "timeline": []})
good("extremes/label-unicode.json", fragment="Rendered", args="--format png",
     **{"views.0.label": "\u00e9\u4e2d\U0001F600\u200f\u0301", "views.1.label": "\\ \"quoted\" \t tab"})
good("extremes/duration-zero.json", fragment="Computed 1 frame", duration=0)
good("extremes/no-views.json", views=[])
good("extremes/no-timeline.json", timeline=DELETE)
good("extremes/fps-1000-short.json", fps=1000, duration=0.5)
good("extremes/at-after-end.json", **{"timeline.0.at": 5000})
good("extremes/opacity-zero.json", fragment="Rendered", args="--format png", **{"views.0.opacity": 0})
good("extremes/canvas-one-pixel.json", fragment="Rendered", args="--format png", **{"canvas.width": 1, "canvas.height": 1})
good("extremes/canvas-fractional.json", fragment="Rendered", args="--format png", **{"canvas.width": 10.5, "canvas.height": 0.25})
good("extremes/spring-stiff.json", **{"timeline.0.animation": {"type": "interpolatingSpring", "stiffness": 1e6, "damping": 1}})
bad("extremes/radius-max.json", "layout: at frame 0 (t = 0.0 s, with rotation = 0, radius = 1.7e+308): WheelLayout.sizeThatFits returned (inf, inf)",
    **{"layout.parameters.radius": 1.7e308})
bad("extremes/tree-cycle.json", "layout: at frame 0 (t = 0.0 s, with rowSpacing = 40, nodeSeparation = 20): TreeLayout: no view has a nil parent id: a tree needs one root", **{"layout.name": "tree", "layout.parameters": {},
     "views": [{"shape": "circle", "width": 10, "height": 10, "id": "a", "parent": "b"},
               {"shape": "circle", "width": 10, "height": 10, "id": "b", "parent": "a"}], "timeline": []})

# MARK: Command lines and the file system

add("files/valid.json", BASE, 0, "Computed 11 frames", "--format csv")
add("files/scale-huge.json", BASE, 64, "--scale", "--scale 1e308")
add("files/out-under-file.json", BASE, 73, "cannot write to", "--out {case}/sub")
add("files/out-in-proc.json", BASE, 73, "cannot write to '/proc/zoetrope-out'", "--out /proc/zoetrope-out")
add("files/out-dev-null.json", BASE, 73, "it is a file, not a folder", "--out /dev/null")
add("files/set-bad-path.json", BASE, 65, "--set views.99.fill=red", "--set views.99.fill=red")
add("files/set-huge-fps.json", BASE, 65, "fps: 1e+300 is not valid", "--set fps=1e300")
add("files/frames-beyond.json", BASE, 65, "--frames: frames 50-100 are outside the scene's frames 0-10", "--frames 50-100")
add("files/sheet-frames-max.json", BASE, 65, "--frames 0-9223372036854775807: frame 9223372036854775807 is outside the scene's frames 0-10",
    "sheet -o {out}.png --frames 0-9223372036854775807")
add("files/sheet-width-huge.json", BASE, 64, "a sheet's frames are 8 to 4096 points wide", "sheet -o {out}.png --width 1e308")
add("files/still-time-huge.json", BASE, 64, "--time -1e+308: a time is a number of seconds from 0", "still -o {out}.png --time=-1e308")
add("files/still-frame-max.json", BASE, 65, "--frame 9223372036854775807 is outside the scene's frames 0-10", "still -o {out}.png --frame 9223372036854775807")
add("files/still-show-sizes-huge.json", scene(**{"layout.name": "wave", "layout.parameters": {"amplitude": 1e19}, "timeline": []}), 0,
    "Drew frame 0", "still -o {out}.png --show-sizes")
add("files/plot-far-views.json", scene(**{"layout.parameters.radius": 1e300}), 0, "Plotted 4 paths", "plot -o {out}.png")
add("files/sizes-huge.json", scene(**{"layout.name": "wave", "layout.parameters": {"amplitude": 1e19}, "timeline": []}), 0,
    "Sizes in sizes-huge", "sizes")
add("files/fps-override-max.json", BASE, 65, "fps: 9223372036854775808 is not valid", "--fps 9223372036854775807")
add("files/duration-override-nan.json", BASE, 65, "duration: expected a number, found \"nan\" (set by --duration nan)", "--duration nan")
add("files/set-index-max.json", BASE, 65, "'9223372036854775807' is not an index of this array of 4", "--set views.9223372036854775807.fill=red")


def write_corpus():
    root = os.path.join(HERE, "cases")
    names = set()
    lines = ["# file\texit\tmessage fragment\targuments (generated by make_corpus.py; do not edit)"]
    for name, data, code, fragment, args in cases:
        assert name not in names, name
        names.add(name)
        if len(data) > LARGEST_KEPT:
            lines.append(f"large/{name}\t{code}\t{fragment}\t{args}")
            continue
        path = os.path.join(root, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as file:
            file.write(data)
        lines.append(f"cases/{name}\t{code}\t{fragment}\t{args}")
    # A folder named like a scene (git keeps it by a file inside).
    folder = os.path.join(root, "files", "a-folder.json")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "README"), "w") as file:
        file.write("A folder named like a scene file: zoetrope must refuse it with exit 66.\n")
    lines.append("cases/files/a-folder.json\t66\tcannot read the scene file: it is a folder, not a file\t")
    for name, (_, code, fragment, args) in LARGE.items():
        lines.append(f"large/{name}\t{code}\t{fragment}\t{args}")
    with open(os.path.join(HERE, "expected.tsv"), "w") as file:
        file.write("\n".join(lines) + "\n")
    print(f"{len(cases)} cases and {len(LARGE)} large ones", file=sys.stderr)


# MARK: Large inputs, made when the corpus runs

def padded(field, size):
    document = scene()
    set_path(document, field.split("."), "")
    body = json.dumps(document)
    at = body.index('""')
    return (body[:at] + '"' + "w" * size + '"' + body[at + 2:]).encode()


def repeated_label(size):
    document = scene(views=[{"repeat": 10_000, "shape": "circle", "width": 5, "height": 5}])
    document["viewDefaults"] = {"label": ""}
    body = json.dumps(document)
    at = body.index('""')
    return (body[:at] + '"' + "w" * size + '{n}"' + body[at + 2:]).encode()


def views_document(count):
    return text(scene(views=wheel_views(count)))


LARGE = {
    "colour-10MB.json": (lambda: padded("canvas.background", 10 * 1024 * 1024), 65, "canvas.background: unknown colour \"wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww… (10485760 characters)\"", ""),
    "label-50MB.json": (lambda: padded("views.0.label", 50 * 1024 * 1024), 65, "the file is too large for a scene", ""),
    "whitespace-50MB.json": (lambda: b" " * (50 * 1024 * 1024) + text(BASE), 65, "the file is too large for a scene", ""),
    "label-15MB.json": (lambda: padded("views.0.label", 15 * 1024 * 1024), 65, "views[0].label: a label of 15728640 characters; the most is 1000", ""),
    "repeat-label-15MB.json": (lambda: repeated_label(15 * 1024 * 1024), 65, "viewDefaults.label: a label of 15728643 characters; the most is 1000", ""),
    "views-44000.json": (lambda: views_document(44_000), 65, "views: 44000 views; the most is 10000", ""),
    "views-8000.json": (lambda: views_document(8_000), 0, "Computed 11 frames", "--format csv"),
}


def write_large(folder, names):
    made = [(name, make) for name, (make, _, _, _) in LARGE.items()]
    made += [(name, lambda data=data: data) for name, data, _, _, _ in cases if len(data) > LARGEST_KEPT]
    for name, make in made:
        if names and name not in names:
            continue
        path = os.path.join(folder, "large", name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as file:
            file.write(make())


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "--large":
        write_large(sys.argv[2], sys.argv[3:])
    else:
        write_corpus()
