#!/bin/sh
# Chromium in the far network namespace of tests/e2e/netns.sh: its only way to the near one is the
# veth pair, which a test cuts with `ip link`.
exec nsenter -t "$JN_FAR_PID" -n /usr/bin/chromium "$@"
