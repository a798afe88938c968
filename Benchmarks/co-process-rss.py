#!/usr/bin/env python3
"""Reads a co-process's resident memory at startup and after a batch.

  co-process-rss.py REQUESTS -- COMMAND...

Launches COMMAND with a pipe on its standard input that stays open, writes
the first line of the file REQUESTS and waits for its answer, then reads the
process's resident set (VmRSS in /proc/PID/status): the memory it holds once
it has started and answered. Then it writes the other lines, waits for as
many answers, and reads VmRSS again (and VmHWM, the peak). Prints the three
in MiB. Exit status 1 when an answer is an error or the process ends early.
"""
import os
import subprocess
import sys
import threading


def resident_mebibytes(pid, field):
    """The `field` line of /proc/PID/status (in kB there), in MiB."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    sys.exit(f"no {field} for process {pid}")


def read_answers(process, count, pending):
    """Reads `count` answer lines (after the bytes in `pending`); returns what follows them."""
    while pending.count(b"\n") < count:
        chunk = os.read(process.stdout.fileno(), 1 << 16)
        if not chunk:
            sys.exit("the process ended before answering")
        pending += chunk
    lines = pending.split(b"\n")
    for line in lines[:count]:
        if b'"error"' in line:
            sys.exit(f"an answer is an error: {line[:200].decode()}")
    return b"\n".join(lines[count:])


def main():
    if len(sys.argv) < 4 or sys.argv[2] != "--":
        sys.exit("usage: co-process-rss.py REQUESTS -- COMMAND...")
    with open(sys.argv[1], "rb") as file:
        requests = [line for line in file.read().split(b"\n") if line.strip()]
    process = subprocess.Popen(sys.argv[3:], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        process.stdin.write(requests[0] + b"\n")
        process.stdin.flush()
        pending = read_answers(process, 1, b"")
        startup = resident_mebibytes(process.pid, "VmRSS")
        # Written by another thread while the answers are read, so that
        # neither pipe fills up; standard input stays open.
        def write_rest():
            process.stdin.write(b"\n".join(requests[1:]) + b"\n")
            process.stdin.flush()

        writer = threading.Thread(target=write_rest)
        writer.start()
        read_answers(process, len(requests) - 1, pending)
        writer.join()
        after = resident_mebibytes(process.pid, "VmRSS")
        peak = resident_mebibytes(process.pid, "VmHWM")
    finally:
        process.kill()
        process.wait()
    print(f"startup {startup:.1f} MiB, after {len(requests)} lines {after:.1f} MiB, peak {peak:.1f} MiB")


if __name__ == "__main__":
    main()
