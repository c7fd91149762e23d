#!/usr/bin/env bash
# A network lab for live play (tests/browser/netlab.test.mjs): an
# "internet" and three homes, each behind a NAT of its own, made of network
# namespaces on this machine and removed after. Nothing leaves the machine:
# every address is inside the namespaces (the internet is 203.0.113.0/24,
# a documentation range; the homes are 192.168.x.0/24 behind their routers).
#
#   nl-inet  the internet: 203.0.113.10 holds the STUN/TURN server (coturn)
#            and the static site, both started by the test
#   nl-r1    home 1's router, 203.0.113.21: a home router's NAT
#            (MASQUERADE: one public port per inside port, replies only
#            from where it sent: port-restricted cone)
#   nl-r2    home 2's router, 203.0.113.22: the same
#   nl-r3    home 3's router, 203.0.113.23: a mobile carrier's NAT
#            (MASQUERADE --random-fully: a new port for every destination:
#            symmetric)
#   nl-h1..3 the phone or computer in each home, 192.168.<n>.10
#
#   scripts/netlab.sh up      build it (as root); fails and says why if it cannot
#   scripts/netlab.sh down    remove it (also whatever a failed run left)
#   scripts/netlab.sh cut N   drop all of home N's traffic (its router's WAN down)
#   scripts/netlab.sh mend N  bring it back
#   scripts/netlab.sh check   exit 0 when this machine can build it (root, ip netns, iptables)
set -euo pipefail

NS_INET=nl-inet
HOMES=(1 2 3)
SERVER=203.0.113.10

in_ns() {
  local ns=$1
  shift
  ip netns exec "$ns" "$@"
}

down() {
  for n in "${HOMES[@]}"; do
    ip netns del "nl-h$n" 2>/dev/null || true
    ip netns del "nl-r$n" 2>/dev/null || true
  done
  ip netns del "$NS_INET" 2>/dev/null || true
}

check() {
  [ "$(id -u)" = 0 ] || { echo "netlab: needs root (ip netns, iptables)" >&2; return 1; }
  command -v ip >/dev/null || { echo "netlab: no ip command (iproute2)" >&2; return 1; }
  command -v iptables >/dev/null || { echo "netlab: no iptables" >&2; return 1; }
  ip netns add nl-probe 2>/dev/null || { echo "netlab: cannot make a network namespace here" >&2; return 1; }
  local ok=0
  in_ns nl-probe iptables -t nat -A POSTROUTING -o lo -j MASQUERADE --random-fully 2>/dev/null || ok=1
  ip netns del nl-probe
  [ $ok = 0 ] || { echo "netlab: iptables NAT does not work in a namespace here" >&2; return 1; }
}

up() {
  down
  check
  ip netns add "$NS_INET"
  in_ns "$NS_INET" ip link set lo up
  in_ns "$NS_INET" ip link add br0 type bridge
  in_ns "$NS_INET" ip addr add "$SERVER/24" dev br0
  in_ns "$NS_INET" ip link set br0 up
  for n in "${HOMES[@]}"; do
    local r="nl-r$n" h="nl-h$n"
    ip netns add "$r"
    ip netns add "$h"
    in_ns "$r" ip link set lo up
    in_ns "$h" ip link set lo up
    # The router's WAN on the internet's bridge.
    ip link add "nl-w$n" type veth peer name "nl-wp$n"
    ip link set "nl-w$n" netns "$r"
    ip link set "nl-wp$n" netns "$NS_INET"
    in_ns "$NS_INET" ip link set "nl-wp$n" master br0 up
    in_ns "$r" ip link set "nl-w$n" name wan
    in_ns "$r" ip addr add "203.0.113.2$n/24" dev wan
    in_ns "$r" ip link set wan up
    # The home's LAN: the router and the one device behind it.
    ip link add "nl-l$n" type veth peer name "nl-lp$n"
    ip link set "nl-l$n" netns "$r"
    ip link set "nl-lp$n" netns "$h"
    in_ns "$r" ip link set "nl-l$n" name lan
    in_ns "$r" ip addr add "192.168.$n.1/24" dev lan
    in_ns "$r" ip link set lan up
    in_ns "$h" ip link set "nl-lp$n" name eth0
    in_ns "$h" ip addr add "192.168.$n.10/24" dev eth0
    in_ns "$h" ip link set eth0 up
    in_ns "$h" ip route add default via "192.168.$n.1"
    in_ns "$r" sysctl -qw net.ipv4.ip_forward=1
    if [ "$n" = 3 ]; then
      in_ns "$r" iptables -t nat -A POSTROUTING -o wan -j MASQUERADE --random-fully
    else
      in_ns "$r" iptables -t nat -A POSTROUTING -o wan -j MASQUERADE
    fi
    # Nothing from the internet reaches the home unasked. A packet that
    # answers nothing is dropped before the router's own conntrack keeps
    # it: kept, it would hold the port the home's next packet to that
    # sender needs, and the NAT would change the port (as a home router's
    # cone NAT does not).
    in_ns "$r" iptables -A INPUT -i wan -m conntrack --ctstate NEW,INVALID -j DROP
    in_ns "$r" iptables -A FORWARD -i wan -o lan -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT
    in_ns "$r" iptables -A FORWARD -i wan -o lan -j DROP
  done
}

case "${1:-}" in
  up) up ;;
  down) down ;;
  check) check ;;
  cut) in_ns "nl-r$2" ip link set wan down ;;
  mend) in_ns "nl-r$2" ip link set wan up ;;
  *) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
