#!/bin/sh
# Before the tests: the browser tests drive Debian's chromium (never a downloaded browser), with a CJK
# font for the China label. As root on a machine without them (a fresh CI box) this installs them from
# Debian's packages; elsewhere it says what is missing and the browser tests fail with the same advice.
if [ -x /usr/bin/chromium ] && { ! command -v dpkg >/dev/null 2>&1 || dpkg -s fonts-wqy-zenhei >/dev/null 2>&1; }; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium and fonts-wqy-zenhei for the browser tests…" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-zenhei >/dev/null
else
  echo "The browser tests need Debian's chromium at /usr/bin/chromium (and fonts-wqy-zenhei): apt-get install -y chromium fonts-wqy-zenhei" >&2
fi
