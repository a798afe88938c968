#!/usr/bin/env bash
# What `measure --jsonl` holds in memory and how soon it answers, measured on
# the built binary (the benchmarks in Benchmarks/ measure throughput):
#   1. each answer's delay after its line, standard input left open (the first one
#      written as the process starts);
#   2. peak RSS over 1,000,000 and 10,000,000 empty lines (each one error answer);
#   3. one 100 MB line: peak RSS and its error answer;
#   4. the corpus with a counter appended (20,000 distinct lines), --jobs 1 and 2: CPU and wall time.
# Usage: bash scripts/batch-stream-probe.sh [path/to/textmeasure]   (default .build/release/textmeasure)
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/release/textmeasure}
[[ -x $binary ]] || { echo "no $binary: swift build -c release --product textmeasure" >&2; exit 2; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

request='{"id":"probe","text":"Hello Susi","size":17,"width":250}'

echo "1. each answer's delay, standard input open:"
python3 - "$binary" "$request" <<'PY'
import subprocess, sys, time
def answer_delay():
    start = time.monotonic()
    process.stdin.write((sys.argv[2] + "\n").encode()); process.stdin.flush()
    process.stdout.readline()
    return f"{(time.monotonic() - start) * 1000:.1f} ms"
process = subprocess.Popen([sys.argv[1], "measure", "--jsonl"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
print(f"   line 1, written at once: {answer_delay()} (the process's start-up included)")
time.sleep(1.0)
for line in range(2, 5):
    print(f"   line {line}, a second later: {answer_delay()}")
process.stdin.close(); process.wait()
PY

peak() {  # peak RSS in MB of `binary measure --jsonl ARGS… < $input`
  local input=$1; shift
  /usr/bin/time -f %M -o "$scratch/rss" "$binary" measure --jsonl "$@" < "$input" > "$scratch/out" 2> /dev/null || true
  echo "$(( $(tail -1 "$scratch/rss") / 1024 )) MB"  # time notes a non-zero status on a line before
}

echo "2. empty lines, peak RSS:"
for count in 1000000 10000000; do
  head -c "$count" /dev/zero | tr '\0' '\n' > "$scratch/empty"
  echo "   $count lines: $(peak "$scratch/empty"), $(wc -l < "$scratch/out") answers"
done

echo "3. one 100 MB line:"
{ printf '{"id":"big","size":17,"text":"'; head -c 100000000 /dev/zero | tr '\0' 'a'; printf '"}\n%s\n' "$request"; } > "$scratch/big"
echo "   peak RSS $(peak "$scratch/big"); answers:"
cut -c 1-160 "$scratch/out" | sed 's/^/   /'

echo "4. the corpus with a counter appended, 20,000 distinct lines:"
python3 - Benchmarks/Corpus/chat-public.jsonl > "$scratch/corpus" <<'PY'
import json, sys
texts = [json.loads(line)["text"] for line in open(sys.argv[1])]
for index in range(20000):
    print(json.dumps({"id": index, "text": f"{texts[index % len(texts)]} {index}", "size": 17, "width": 250}))
PY
for jobs in 1 2; do
  /usr/bin/time -f "   --jobs $jobs: %e s wall, %U s user, %M KB peak" \
    "$binary" measure --jsonl --jobs "$jobs" < "$scratch/corpus" > /dev/null
done
