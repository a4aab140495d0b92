"""Real input devices for a headless mutter: a touchscreen, a touchpad, a mouse and a keyboard,
driven through mutter's remote-desktop D-Bus API, and screenshots of its monitor.

mutter (`--headless --wayland`) creates a virtual device of each kind the first time a
remote-desktop session uses it; the Wayland clients then see ordinary wl_touch, wl_pointer
(with finger-source axis events: a touchpad) and wl_keyboard input. Positions are monitor
pixels: mutter maps absolute positions through a ScreenCast stream of the monitor, which
PipeWire carries (also what a screenshot reads).

    seat = RemoteSeat()          # before the app starts: see warm_up()
    seat.touch_path([(200, 100), (200, 400)], duration_ms=400)
    seat.touchpad([-4] * 30, interval_ms=10)
    seat.key("F5")
    seat.screenshot("/tmp/shot.png")
"""
import subprocess
import time

from gi.repository import Gio, GLib

REMOTE_DESKTOP = "org.gnome.Mutter.RemoteDesktop"
SCREEN_CAST = "org.gnome.Mutter.ScreenCast"
DISPLAY_CONFIG = "org.gnome.Mutter.DisplayConfig"

# NotifyPointerAxis flags (mutter's remote-desktop interface).
AXIS_FINISH = 1
AXIS_SOURCE_FINGER = 4
# evdev codes of the mouse buttons.
LEFT_BUTTON = 0x110
# X keysyms of the keys the harness presses.
KEYSYMS = {
    "F5": 0xFFC2, "Control_L": 0xFFE3, "Shift_L": 0xFFE1, "Escape": 0xFF1B, "Return": 0xFF0D,
    "Tab": 0xFF09, "space": 0x20, "Page_Down": 0xFF56, "Page_Up": 0xFF55, "Home": 0xFF50,
    "End": 0xFF57,
}


def pump(milliseconds=0.0, while_waiting=None):
    """Waits `milliseconds`, keeping GLib's default context turning (D-Bus signals arrive
    there); `while_waiting` is called every few milliseconds (a caller reads the app's output)."""
    context = GLib.MainContext.default()
    deadline = time.monotonic() + milliseconds / 1000.0
    while True:
        while context.pending():
            context.iteration(False)
        if while_waiting is not None:
            while_waiting()
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return
        time.sleep(min(remaining, 0.002))


class RemoteSeat:
    """One remote-desktop session with a screen-cast stream of the first monitor."""

    def __init__(self, warm_up=True, timeout_s=10.0):
        self.bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        desktop = self._proxy(REMOTE_DESKTOP, "/org/gnome/Mutter/RemoteDesktop", REMOTE_DESKTOP)
        session_path = desktop.call_sync("CreateSession", None, 0, -1, None).unpack()[0]
        self.session = self._proxy(REMOTE_DESKTOP, session_path, REMOTE_DESKTOP + ".Session")
        session_id = self.session.get_cached_property("SessionId").unpack()
        cast = self._proxy(SCREEN_CAST, "/org/gnome/Mutter/ScreenCast", SCREEN_CAST)
        options = {"remote-desktop-session-id": GLib.Variant("s", session_id)}
        cast_path = cast.call_sync(
            "CreateSession", GLib.Variant("(a{sv})", (options,)), 0, -1, None).unpack()[0]
        self.cast = self._proxy(SCREEN_CAST, cast_path, SCREEN_CAST + ".Session")
        self.connector, self.width, self.height = self.monitor()
        # The stream hides the cursor: screenshots show the app only.
        record = {"cursor-mode": GLib.Variant("u", 0)}
        self.stream = self.cast.call_sync(
            "RecordMonitor", GLib.Variant("(sa{sv})", (self.connector, record)),
            0, -1, None).unpack()[0]
        stream = self._proxy(SCREEN_CAST, self.stream, SCREEN_CAST + ".Stream")
        self.node = None

        def stream_signal(_proxy, _sender, name, parameters):
            if name == "PipeWireStreamAdded":
                self.node = parameters.unpack()[0]

        stream.connect("g-signal", stream_signal)
        self._stream_proxy = stream  # kept: its signal handler lives with it
        self.session.call_sync("Start", None, 0, -1, None)
        deadline = time.monotonic() + timeout_s
        while self.node is None and time.monotonic() < deadline:
            pump(10)
        if self.node is None:
            raise RuntimeError("mutter announced no PipeWire stream (is PipeWire running?)")
        self.pointer = (self.width / 2, self.height / 2)
        if warm_up:
            self.warm_up()

    def _proxy(self, name, path, interface):
        return Gio.DBusProxy.new_sync(self.bus, 0, None, name, path, interface, None)

    def monitor(self):
        """The first monitor's connector and current size (e.g. "Meta-0", 800, 800)."""
        config = self._proxy(DISPLAY_CONFIG, "/org/gnome/Mutter/DisplayConfig", DISPLAY_CONFIG)
        _serial, monitors, _logical, _properties = config.call_sync(
            "GetCurrentState", None, 0, -1, None).unpack()
        (connector, _vendor, _product, _serial), modes, _properties = monitors[0]
        current = [mode for mode in modes if mode[6].get("is-current")] or modes
        return connector, current[0][1], current[0][2]

    def warm_up(self):
        """Uses every device once, before the app connects.

        mutter 43 creates a virtual device at its first use and only then tells the clients
        their seat has it: the event that creates it is lost for a client already connected.
        Call this before starting the app (RemoteSeat() does), so the app binds the touchscreen,
        pointer and keyboard at start-up."""
        self.touch_down(0, 0, slot=9)
        self.touch_up(slot=9)
        self.move_pointer(self.width - 1, self.height - 1)
        self.key("Shift_L")
        pump(300)

    def _send(self, method, signature=None, *arguments):
        parameters = GLib.Variant(signature, arguments) if signature else None
        self.session.call_sync(method, parameters, 0, -1, None)

    # Touchscreen.
    def touch_down(self, x, y, slot=0):
        self._send("NotifyTouchDown", "(sudd)", self.stream, slot, float(x), float(y))

    def touch_move(self, x, y, slot=0):
        self._send("NotifyTouchMotion", "(sudd)", self.stream, slot, float(x), float(y))

    def touch_up(self, slot=0):
        self._send("NotifyTouchUp", "(u)", slot)

    def touch_path(self, points, duration_ms=300, rest_ms=0, lift=True, slot=0,
                   while_waiting=None):
        """A finger down at the first point, through the others at an even pace over
        `duration_ms`, resting `rest_ms` at the last (a finger that rests flings nothing), then
        up unless `lift` is False. The finger always lifts if something fails on the way."""
        (x, y), rest = points[0], points[1:]
        self.touch_down(x, y, slot)
        try:
            pump(16, while_waiting)
            for x, y in rest:
                self.touch_move(x, y, slot)
                pump(duration_ms / max(1, len(rest)), while_waiting)
            pump(rest_ms, while_waiting)
        except BaseException:
            self.touch_up(slot)
            raise
        if lift:
            self.touch_up(slot)

    # Touchpad: finger-source smooth scrolling under the pointer.
    def touchpad(self, steps, interval_ms=10, finish=True, while_waiting=None):
        """Two fingers scroll by each (dx, dy) of `steps` (touchpad units; a number is a
        vertical step; positive y moves the content up, as libinput), `interval_ms` apart, then
        lift if `finish` (a zero step: the end GTK turns into scroll-end and decelerate)."""
        for step in steps:
            dx, dy = (0.0, float(step)) if isinstance(step, (int, float)) else map(float, step)
            if dx == 0 and dy == 0:
                continue  # a zero step is the end: never in the middle
            self._send("NotifyPointerAxis", "(ddu)", dx, dy, AXIS_SOURCE_FINGER)
            pump(interval_ms, while_waiting)
        if finish:
            self._send("NotifyPointerAxis", "(ddu)", 0.0, 0.0, AXIS_SOURCE_FINGER | AXIS_FINISH)

    # Mouse.
    def move_pointer(self, x, y):
        self.pointer = (x, y)
        self._send("NotifyPointerMotionAbsolute", "(sdd)", self.stream, float(x), float(y))

    def button(self, pressed, button=LEFT_BUTTON):
        self._send("NotifyPointerButton", "(ib)", button, bool(pressed))

    def wheel(self, clicks):
        """Wheel clicks: positive turns towards the user (the content moves up)."""
        self._send("NotifyPointerAxisDiscrete", "(ui)", 0, int(clicks))

    def mouse_path(self, points, duration_ms=300, while_waiting=None):
        """The primary button pressed at the first point, dragged through the others, released."""
        self.move_pointer(*points[0])
        pump(16, while_waiting)
        self.button(True)
        try:
            for point in points[1:]:
                self.move_pointer(*point)
                pump(duration_ms / max(1, len(points) - 1), while_waiting)
        finally:
            self.button(False)

    # Keyboard.
    def key(self, name, hold_ms=30, modifiers=()):
        """Presses and releases a key (a KEYSYMS name or one character), holding `modifiers`."""
        symbols = [KEYSYMS.get(m, m) for m in modifiers]
        symbol = KEYSYMS.get(name, ord(name) if len(name) == 1 else None)
        for held in symbols:
            self._send("NotifyKeyboardKeysym", "(ub)", held, True)
        self._send("NotifyKeyboardKeysym", "(ub)", symbol, True)
        pump(hold_ms)
        self._send("NotifyKeyboardKeysym", "(ub)", symbol, False)
        for held in reversed(symbols):
            self._send("NotifyKeyboardKeysym", "(ub)", held, False)

    def screenshot(self, path, timeout_s=20):
        """One frame of the monitor's stream, as a PNG (GStreamer's PipeWire source)."""
        subprocess.run(
            ["gst-launch-1.0", "-q", "pipewiresrc", "path=%d" % self.node, "num-buffers=2", "!",
             "videoconvert", "!", "pngenc", "snapshot=true", "!", "filesink", "location=" + path],
            check=True, timeout=timeout_s, stdout=subprocess.DEVNULL)
        return path

    def close(self):
        """Ends the session (its devices go with it): after the last events had time to land."""
        pump(200)
        try:
            self._send("Stop")
        except GLib.Error:
            pass
