#!/usr/bin/env bash
# Makes the fake rack's certificates for test/unit/rack-proxy-tls.spec.ts: a
# self-signed CA, as racks often have, and a certificate it signs for
# 127.0.0.1 and localhost. Test-only keys: they guard nothing.
set -euo pipefail
cd "$(dirname "$0")"
days=36500
openssl req -x509 -newkey rsa:2048 -nodes -days "$days" -subj "/CN=Fake rack test CA" \
  -keyout ca-key.pem -out ca.pem
openssl req -newkey rsa:2048 -nodes -subj "/CN=fake-rack" -keyout rack-key.pem -out rack.csr
printf 'subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\n' > rack.ext
openssl x509 -req -in rack.csr -CA ca.pem -CAkey ca-key.pem -CAcreateserial -days "$days" \
  -extfile rack.ext -out rack.pem
rm -f rack.csr rack.ext ca.srl ca-key.pem
