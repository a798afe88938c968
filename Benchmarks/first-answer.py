#!/usr/bin/env python3
"""Times a co-process's first answer while its standard input stays open.

  first-answer.py LAUNCHES DELAY TIMEOUT REQUEST -- COMMAND...

Launches COMMAND LAUNCHES times. Each time it waits DELAY seconds (0: the
request goes in while the process is still starting), writes the line
REQUEST to a pipe on its standard input without closing it, and times, on a
monotonic clock, from that write to the first complete answer line on its
standard output; then kills the process. Prints the median in milliseconds,
or "no answer within TIMEOUT s" (and stops launching) when a launch gets
none in time. Exit status 1 when the answer is an error.
"""
import json
import os
import select
import statistics
import subprocess
import sys
import time


def first_answer_seconds(command, request, delay, timeout):
    """The seconds from writing `request` to reading its answer, or None."""
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        time.sleep(delay)
        start = time.monotonic()
        process.stdin.write(request.encode() + b"\n")
        process.stdin.flush()
        answer = b""
        while not answer.endswith(b"\n"):
            remaining = start + timeout - time.monotonic()
            if remaining <= 0 or not select.select([process.stdout], [], [], remaining)[0]:
                return None
            chunk = os.read(process.stdout.fileno(), 65536)
            if not chunk:
                return None
            answer += chunk
        elapsed = time.monotonic() - start
    finally:
        process.kill()
        process.wait()
    first_line = answer.split(b"\n", 1)[0]
    if "error" in json.loads(first_line):
        sys.exit(f"the answer is an error: {first_line.decode()}")
    return elapsed


def main():
    if len(sys.argv) < 7 or sys.argv[5] != "--":
        sys.exit("usage: first-answer.py LAUNCHES DELAY TIMEOUT REQUEST -- COMMAND...")
    launches, delay, timeout = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3])
    request, command = sys.argv[4], sys.argv[6:]
    times = []
    for _ in range(launches):
        seconds = first_answer_seconds(command, request, delay, timeout)
        if seconds is None:
            print(f"no answer within {timeout:g} s")
            return
        times.append(seconds)
    print(f"{statistics.median(times) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
