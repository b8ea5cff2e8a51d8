#!/bin/sh
# The test's own network namespaces (started by `unshare -rn`): this one, with the loopback and one
# end of a veth pair (jn0, 10.89.0.1), and a far one inside it (a second `unshare -n`, held open by a
# sleeping process whose id is passed on as JN_FAR_PID) with the other end (jn1, 10.89.0.2). Each has
# a default route into the pair, so Chromium's WebRTC has an interface to gather candidates on. A
# browser started in the far namespace (tests/e2e/far-chromium.sh) reaches this one only through the
# pair: `ip link set jn1 down` there really cuts the two apart. Nothing in either namespace reaches
# any other network.
set -e
ip link set lo up
unshare -n sleep 86400 &
JN_FAR_PID=$!
export JN_FAR_PID
trap 'kill $JN_FAR_PID 2>/dev/null' EXIT
# the far namespace exists once the sleeper runs in it
while [ "$(readlink /proc/$JN_FAR_PID/ns/net)" = "$(readlink /proc/$$/ns/net)" ]; do sleep 0.05; done
ip link add jn0 type veth peer name jn1 netns "$JN_FAR_PID"
ip addr add 10.89.0.1/24 dev jn0
ip link set jn0 up
ip route add default via 10.89.0.2 dev jn0
nsenter -t "$JN_FAR_PID" -n sh -c 'ip link set lo up && ip addr add 10.89.0.2/24 dev jn1 && ip link set jn1 up && ip route add default via 10.89.0.1 dev jn1'
"$@"
