#!/usr/bin/env python3
"""Screenshots a whole HTML page to a PNG with one cold headless Chromium.

    python3 Benchmarks/chromium-screenshot.py PAGE.html OUT.png [--width 375] [--scale 2] [--chromium PATH]

Starts Chromium (--headless, software rendering, a new empty profile, no
network, background services off: the cheapest honest configuration) with a
window --width CSS px wide at device scale factor --scale, drives it over the
DevTools protocol on a pipe (--remote-debugging-pipe), loads the page, waits
for its load event and its fonts, reads the content's height (the bottom of
the page's body) and asks for one PNG of the whole page
(Page.captureScreenshot beyond the viewport, clipped to the content): Chromium
lays out, rasterises and PNG-encodes it; this script writes the bytes to
OUT.png. Chromium's own `--screenshot` takes only the window, whose height
would have to be known before the page is laid out. Then it closes the browser
and waits for every process the browser started: this process is their
subreaper (PR_SET_CHILD_SUBREAPER), so a helper that outlives its parent is
waited for here too, and `/usr/bin/time` around this script counts the CPU
time of the whole tree. On success it prints "WIDTHxHEIGHT SECONDS": the
picture's pixels and this script's own CPU time (user + system, getrusage of
itself: Python's start, the protocol, decoding the PNG), which a caller
subtracts to count Chromium alone. After --timeout seconds (default 600) it
kills the browser's process group and fails.
"""

import argparse
import base64

import ctypes
import json
import math
import os
import pathlib
import resource
import shutil
import signal
import subprocess
import sys
import tempfile

PR_SET_CHILD_SUBREAPER = 36

FLAGS = [
    "--headless",
    "--no-sandbox",                     # containers run this as root
    "--remote-debugging-pipe",          # the protocol on file descriptors 3 (in) and 4 (out)
    "--disable-gpu",
    "--allow-file-access-from-files",   # a file:// page loading file:// fonts
    "--hide-scrollbars",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-extensions",
    "--disable-sync",
    "--disable-breakpad",
    "--disable-crash-reporter",
    "--disable-default-apps",
    "--disable-domain-reliability",
    "--disable-client-side-phishing-detection",
    "--disable-dev-shm-usage",
    "--disable-features=Translate,OptimizationHints,MediaRouter,AutofillServerCommunication,"
    "CertificateTransparencyComponentUpdater,InterestFeedContentSuggestions",
    "--metrics-recording-only",
    "--no-pings",
    "--mute-audio",
    "--host-resolver-rules=MAP * ~NOTFOUND",
]


class DevTools:
    """A DevTools-protocol session over Chromium's pipe: commands, and the events that arrive meanwhile."""

    def __init__(self, chromium, arguments, log):
        # os.pipe's descriptors close on exec; dup2's copies at 3 and 4 stay open in the browser.
        to_browser, self.commands = os.pipe()
        self.answers, from_browser = os.pipe()

        def wire_pipe():
            os.dup2(to_browser, 3)
            os.dup2(from_browser, 4)

        self.process = subprocess.Popen(
            [chromium, *arguments], preexec_fn=wire_pipe, close_fds=False, start_new_session=True,
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=log)
        os.close(to_browser)
        os.close(from_browser)
        self.buffer = bytearray()
        self.searched = 0   # bytes of the buffer known to hold no message end
        self.events = []
        self.last_id = 0

    def _message(self):
        while (end := self.buffer.find(b"\0", self.searched)) < 0:
            self.searched = len(self.buffer)
            chunk = os.read(self.answers, 1 << 20)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe (it exited?)")
            self.buffer += chunk
        message = json.loads(self.buffer[:end])
        del self.buffer[:end + 1]
        self.searched = 0
        return message

    def call(self, method, params=None, session=None):
        """Sends a command and returns its result; events read meanwhile are kept for `event`."""
        self.last_id += 1
        command = {"id": self.last_id, "method": method, "params": params or {}}
        if session:
            command["sessionId"] = session
        os.write(self.commands, json.dumps(command).encode() + b"\0")
        while True:
            message = self._message()
            if message.get("id") == self.last_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message["result"]
            if "method" in message:
                self.events.append(message)

    def event(self, method, session):
        """Waits for the event `method` of `session` (or takes it if it came already)."""
        while True:
            for index, event in enumerate(self.events):
                if event["method"] == method and event.get("sessionId") == session:
                    return self.events.pop(index)
            message = self._message()
            if "method" in message:
                self.events.append(message)


def give_up(signal_number, frame):
    """The alarm's handler: the browser has taken longer than --timeout."""
    raise TimeoutError("Chromium took longer than --timeout")


def wait_for_descendants():
    """Waits for every child left (the browser's helpers, re-parented here), so their CPU time counts."""
    while True:
        try:
            os.wait()
        except ChildProcessError:
            return


def screenshot(chromium, page, width, scale):
    """The PNG bytes of the whole of `page` and its pixel size."""
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="chromium-screenshot-"))
    arguments = [*FLAGS, f"--window-size={width},800", f"--force-device-scale-factor={scale}",
                 f"--user-data-dir={scratch / 'profile'}", "about:blank"]
    with open(scratch / "stderr.txt", "w+") as log:
        browser = DevTools(chromium, arguments, log)
        try:
            target = next(t for t in browser.call("Target.getTargets")["targetInfos"] if t["type"] == "page")
            session = browser.call("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True})
            session = session["sessionId"]
            browser.call("Page.enable", session=session)
            browser.call("Page.navigate", {"url": page.as_uri()}, session=session)
            browser.event("Page.loadEventFired", session)
            browser.call("Runtime.evaluate", {"expression": "document.fonts.ready.then(() => true)",
                                              "awaitPromise": True}, session=session)
            bottom = browser.call("Runtime.evaluate", {"expression": "document.body.getBoundingClientRect().bottom",
                                                       "returnByValue": True}, session=session)
            height = math.ceil(bottom["result"]["value"])
            shot = browser.call("Page.captureScreenshot", {
                "format": "png", "captureBeyondViewport": True,
                "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}}, session=session)
            browser.call("Browser.close")
            browser.process.wait()
            return base64.b64decode(shot["data"]), (width * scale, height * scale)
        except Exception:
            log.seek(0)
            sys.stderr.write("".join(log.readlines()[-20:]))
            raise
        finally:
            if browser.process.poll() is None:
                os.killpg(browser.process.pid, signal.SIGKILL)   # the browser and its helpers
            wait_for_descendants()
            shutil.rmtree(scratch, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("page", type=pathlib.Path, help="the HTML page")
    parser.add_argument("output", type=pathlib.Path, help="the PNG file to write")
    parser.add_argument("--width", type=int, default=375, help="the window's width in CSS px (default 375)")
    parser.add_argument("--scale", type=int, default=2, help="the device scale factor (default 2)")
    parser.add_argument("--chromium", default=shutil.which("chromium") or "chromium", help="the browser binary")
    parser.add_argument("--timeout", type=int, default=600, help="seconds before giving up (default 600)")
    arguments = parser.parse_args()
    signal.signal(signal.SIGALRM, give_up)
    signal.alarm(arguments.timeout)
    if ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        sys.exit(f"prctl(PR_SET_CHILD_SUBREAPER): {os.strerror(ctypes.get_errno())}")
    png, (pixel_width, pixel_height) = screenshot(arguments.chromium, arguments.page.resolve(), arguments.width,
                                                  arguments.scale)
    arguments.output.write_bytes(png)
    own = resource.getrusage(resource.RUSAGE_SELF)
    print(f"{pixel_width}x{pixel_height} {own.ru_utime + own.ru_stime:.3f}")


if __name__ == "__main__":
    main()
