"""Sizes a JSONL file of `textmeasure measure --jsonl` requests with Apache Spark.

Each partition of the input is piped through one `textmeasure` process
(`RDD.pipe`), which answers its lines in order, so the part files of the output,
read in order, hold one answer per input line, line for line what a single
`textmeasure measure --jsonl` run over the whole file writes.

    spark-submit measure_jsonl.py INPUT OUTPUT_DIR \
        --textmeasure ./textmeasure [--partitions N] [-- MEASURE_ARGUMENTS...]

INPUT is a path or URL Spark reads (a file, a folder of files, hdfs://, s3a://);
OUTPUT_DIR must not exist. MEASURE_ARGUMENTS follow `--` and are passed to
`textmeasure measure --jsonl` (fallback fonts, metrics profile, ...).

The job fails when a textmeasure process exits with a status other than 0 (every
request measured) or 1 (some requests answered with an error), so a process that
dies part-way never leaves a partition's answers silently short.
"""

import argparse
import shlex
import sys

from pyspark import SparkContext


def pipe_command(textmeasure, measure_arguments):
    """The shell command each partition runs: textmeasure, with statuses 0 and 1 counted as success."""
    command = " ".join(shlex.quote(part) for part in [textmeasure, "measure", "--jsonl", *measure_arguments])
    # Exit status 1 means "some requests were answered with an error": their
    # answers are in the output like the others'. Anything else is a failure.
    return ["sh", "-c", command + '; status=$?; [ "$status" -le 1 ] || exit "$status"']


def split_at_double_dash(argv):
    """The job's own arguments, and those after `--` (for textmeasure)."""
    if "--" not in argv:
        return argv, []
    split = argv.index("--")
    return argv[:split], argv[split + 1:]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("input", help="the JSONL requests (any path Spark reads)")
    parser.add_argument("output", help="the folder the answers are written to (must not exist)")
    parser.add_argument("--textmeasure", default="./textmeasure",
                        help="the textmeasure binary as the executors see it (default: ./textmeasure, "
                             "where spark-submit --files puts it)")
    parser.add_argument("--partitions", type=int, default=None,
                        help="the least number of partitions to read the input in (default: Spark's)")
    own, measure_arguments = split_at_double_dash(sys.argv[1:])
    arguments = parser.parse_args(own)

    context = SparkContext(appName="textmeasure-jsonl")
    try:
        requests = context.textFile(arguments.input, minPartitions=arguments.partitions)
        command = " ".join(shlex.quote(part) for part in pipe_command(arguments.textmeasure, measure_arguments))
        requests.pipe(command, checkCode=True).saveAsTextFile(arguments.output)
    finally:
        context.stop()


if __name__ == "__main__":
    main()
