#!/usr/bin/env bash
# Installs those of the given Debian packages that are missing (with sudo unless root).
# Usage: scripts/install-missing-debian-packages.sh WHO PACKAGE...   (WHO prefixes the message)
set -euo pipefail
who="$1"
shift
missing=()
for package in "$@"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "$who: installing ${missing[*]}"
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
fi
