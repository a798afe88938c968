#!/usr/bin/env bash
# Installs the Debian 12 packages listed in scripts/debian-packages.txt (as root,
# or through sudo): what TextMeasure builds, tests and renders with; then the
# Python packages in scripts/python-requirements.txt that the checks use.
set -euo pipefail
cd "$(dirname "$0")"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
grep -v '^#' debian-packages.txt | xargs $SUDO apt-get install -y -qq > /dev/null
# The Python packages the checks use (Spark for the Spark recipe's check).
python3 -m pip install -q -r python-requirements.txt
