#!/usr/bin/env bash
# Checks the Spark recipe (Examples/spark/measure_jsonl.py): PySpark in local
# mode pipes a JSONL file of requests through textmeasure partition by
# partition, and the answers, read part file by part file, must equal a single
# `textmeasure measure --jsonl` run's, line for line. The input mixes distinct
# corpus requests with lines that must be answered with errors (a blank line,
# broken JSON), so answer N is checked against input line N for those too.
#   bash scripts/check-spark-recipe.sh [COUNT] [TEXTMEASURE]
# COUNT defaults to 20,000 requests; TEXTMEASURE to the debug build's
# textmeasure (built if missing). Needs Java 17 and pyspark
# (scripts/install-dependencies.sh installs both).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
count=${1:-20000}
textmeasure=${2:-}
if [ -z "$textmeasure" ]; then
  swift build --package-path "$root" --product textmeasure > /dev/null
  textmeasure="$(swift build --package-path "$root" --show-bin-path)/textmeasure"
fi
textmeasure=$(cd "$(dirname "$textmeasure")" && pwd)/$(basename "$textmeasure")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# pyspark's own launcher: a pip install does not always put it on PATH.
spark_submit=$(python3 -c 'import os, pyspark; print(os.path.join(os.path.dirname(pyspark.__file__), "bin", "spark-submit"))')

python3 "$root/scripts/make-batch-requests.py" "$count" --distinct > "$work/requests.jsonl"
# Lines every answer must keep its place past: blank, not JSON, a wrong field.
sed -i -e '3s/^.*$//' -e '5s/^.*$/{"id": "broken", "text": /' -e '7s/"width"/"widht"/' "$work/requests.jsonl"

status=0
"$textmeasure" measure --jsonl < "$work/requests.jsonl" > "$work/single.jsonl" 2> /dev/null || status=$?
[ "$status" -le 1 ] || { echo "textmeasure failed with status $status"; exit 1; }

start=$(date +%s)
"$spark_submit" --master "local[2]" --conf spark.ui.enabled=false "$root/Examples/spark/measure_jsonl.py" \
  "$work/requests.jsonl" "$work/spark" --textmeasure "$textmeasure" --partitions 4 > "$work/spark.log" 2>&1 \
  || { tail -40 "$work/spark.log"; exit 1; }
cat "$work"/spark/part-* > "$work/spark.jsonl"

lines=$(wc -l < "$work/requests.jsonl")
answers=$(wc -l < "$work/spark.jsonl")
if ! cmp -s "$work/single.jsonl" "$work/spark.jsonl"; then
  echo "Spark's answers differ from the single process's ($answers and $(wc -l < "$work/single.jsonl") lines):"
  diff "$work/single.jsonl" "$work/spark.jsonl" | head -6
  exit 1
fi
[ "$answers" -eq "$lines" ] || { echo "$answers answers to $lines lines"; exit 1; }
echo "spark recipe: $answers answers to $lines requests, equal to the single process's line for line" \
  "($(( $(date +%s) - start )) s in Spark local[2], $(ls "$work"/spark/part-* | wc -l) partitions)"
