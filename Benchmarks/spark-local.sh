#!/usr/bin/env bash
# Spark local against one process: sizes COUNT distinct corpus requests
# (scripts/make-batch-requests.py --distinct) with a release textmeasure, once
# as a single `textmeasure measure --jsonl` process and once through the Spark
# recipe (Examples/spark/measure_jsonl.py) in local mode on every core, checks
# that both answer line for line alike, and prints wall time and lines per
# second for each.
#   bash Benchmarks/spark-local.sh [COUNT] [PARTITIONS]
# COUNT defaults to 1,000,000; PARTITIONS to 8. Needs Java 17 and pyspark
# (scripts/install-dependencies.sh). Both runs read the same file from the
# same disk and write their answers to files; Spark's time includes starting
# its JVM and its Python workers, which a one-process run does not pay.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
count=${1:-1000000}
partitions=${2:-8}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# pyspark's own launcher: a pip install does not always put it on PATH.
spark_submit=$(python3 -c 'import os, pyspark; print(os.path.join(os.path.dirname(pyspark.__file__), "bin", "spark-submit"))')

swift build -c release --package-path "$root" --product textmeasure > /dev/null
textmeasure="$(swift build -c release --package-path "$root" --show-bin-path)/textmeasure"
python3 "$root/scripts/make-batch-requests.py" "$count" --distinct > "$work/requests.jsonl"

seconds() { python3 -c 'import sys, time; print(f"{time.time():.3f}")'; }

start=$(seconds)
status=0
"$textmeasure" measure --jsonl < "$work/requests.jsonl" > "$work/single.jsonl" 2> /dev/null || status=$?
single=$(python3 -c "print($(seconds) - $start)")
[ "$status" -le 1 ] || { echo "textmeasure failed with status $status"; exit 1; }

start=$(seconds)
"$spark_submit" --master "local[*]" --conf spark.ui.enabled=false "$root/Examples/spark/measure_jsonl.py" \
  "$work/requests.jsonl" "$work/spark" --textmeasure "$textmeasure" --partitions "$partitions" \
  > "$work/spark.log" 2>&1 || { tail -40 "$work/spark.log"; exit 1; }
spark=$(python3 -c "print($(seconds) - $start)")
cat "$work"/spark/part-* | cmp -s - "$work/single.jsonl" || { echo "Spark's answers differ"; exit 1; }

echo "| run | lines | wall time | lines per second |"
echo "| --- | ---: | ---: | ---: |"
printf '| one textmeasure process | %d | %.1f s | %.0f |\n' "$count" "$single" "$(python3 -c "print($count / $single)")"
printf '| Spark local[*], %d partitions | %d | %.1f s | %.0f |\n' "$partitions" "$count" "$spark" \
  "$(python3 -c "print($count / $spark)")"
echo "machine: $(nproc) cores; answers equal line for line"
