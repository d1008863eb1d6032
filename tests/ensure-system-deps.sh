#!/usr/bin/env bash
# Installs what the test suite needs beyond `npm ci`, when it is missing: Debian's PostgreSQL
# server (API tests run against it as well as PGlite), nginx (the load-balanced deployment test) and
# Chromium (browser tests).
set -euo pipefail
missing=()
[ -d /usr/lib/postgresql ] || missing+=(postgresql postgresql-contrib)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
command -v chromium >/dev/null 2>&1 || missing+=(chromium fonts-liberation)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "Missing system packages: ${missing[*]}. Install them with: sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
    exit 1
  fi
  echo "Installing ${missing[*]} from Debian…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
