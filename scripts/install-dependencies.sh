#!/usr/bin/env bash
# Installs the Debian 12 packages TextMeasure builds and tests with (run as root).
# C libraries: FreeType, HarfBuzz, Fontconfig, ICU. Tools: hb-shape (tests compare
# against it). Fonts: the pinned Debian families the tests and the oracle use.
set -euo pipefail
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq \
  pkg-config libfreetype-dev libharfbuzz-dev libfontconfig-dev libicu-dev \
  libharfbuzz-bin fontconfig \
  fonts-dejavu-core fonts-liberation2 fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji \
  > /dev/null
