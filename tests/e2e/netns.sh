#!/bin/sh
# A network namespace of the test's own (started by `unshare -rn`): the loopback, and a veth pair on
# 10.89.0.0/24 with a default route into it, so Chromium's WebRTC has an interface to gather
# candidates on. Nothing in this namespace reaches any other network.
set -e
ip link set lo up
ip link add jn0 type veth peer name jn1
ip addr add 10.89.0.1/24 dev jn0
ip addr add 10.89.0.2/24 dev jn1
ip link set jn0 up
ip link set jn1 up
ip route add default via 10.89.0.2 dev jn0
exec "$@"
