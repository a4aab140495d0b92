#!/usr/bin/python3
"""The smallest accessibility check for run.sh --a11y-check: finds the demo on the AT-SPI bus
by its process and prints its windows' accessible trees (role and name). It shows what a check
gets (see harness.py's a11y_check); the accessibility checks themselves are separate scripts.

    bash Hosts/GTK/Tests/Wayland/run.sh --only none --a11y-check Hosts/GTK/Tests/Wayland/a11y_hook_example.py
"""
import os
import sys
import time

import pyatspi


def find_app(pid, timeout_s=10):
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.get_process_id() == pid:
                return app
        time.sleep(0.2)
    return None


def dump(node, depth=0, limit=6):
    if node is None or depth > limit:
        return
    print("  " * depth + "%s %r" % (node.getRoleName(), node.name))
    for index in range(min(node.childCount, 8)):
        dump(node.getChildAtIndex(index), depth + 1, limit)


def main():
    app = find_app(int(os.environ["REFRESHKIT_APP_PID"]))
    if app is None:
        print("the demo is not on the accessibility bus")
        return 1
    dump(app)
    return 0


if __name__ == "__main__":
    sys.exit(main())
