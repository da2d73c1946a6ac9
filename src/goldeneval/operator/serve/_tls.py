"""The HTTP port's certificate: a mounted Secret's, else a self-signed one made at start.

A self-signed certificate still encrypts, and its SHA-256 fingerprint is
logged so a client can pin it; clients that verify certificates (Prometheus
with a CA, a browser) want the chart's cert-manager Certificate or an
existing Secret instead. The generated key never touches a persistent disk:
it is written to a private temporary directory only for the moment
:mod:`ssl` loads it, then removed.

A mounted certificate is renewed in place (cert-manager rewrites the Secret,
the kubelet swaps the volume's files): :func:`keep_certificate_fresh` loads the
new pair into the same context, so new connections get it without a restart
while open ones keep theirs.
"""

from __future__ import annotations

import asyncio
import datetime
import ipaddress
import logging
import socket
import ssl
import tempfile
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from goldeneval.model import ConfigError
from goldeneval.operator.spec import HttpTlsConfig

log = logging.getLogger("goldeneval.operator")

SELF_SIGNED_DAYS = 365


def _context() -> ssl.SSLContext:
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    return context


def fingerprint(cert_pem: bytes) -> str:
    """SHA-256 fingerprint of a PEM certificate, as ``AA:BB:…`` (what ``openssl x509
    -fingerprint -sha256`` prints)."""
    cert = x509.load_pem_x509_certificate(cert_pem)
    return cert.fingerprint(hashes.SHA256()).hex(":").upper()


def self_signed(names: list[str]) -> tuple[bytes, bytes]:
    """A new P-256 key and a certificate for ``names`` (DNS names or IP addresses), as PEM."""
    key = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "goldeneval-operator")])
    alt: list[x509.GeneralName] = []
    for name in names:
        try:
            alt.append(x509.IPAddress(ipaddress.ip_address(name)))
        except ValueError:
            alt.append(x509.DNSName(name))
    now = datetime.datetime.now(tz=datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=SELF_SIGNED_DAYS))
        .add_extension(x509.SubjectAlternativeName(alt), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    key_pem = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    return cert.public_bytes(serialization.Encoding.PEM), key_pem


def server_context(config: HttpTlsConfig) -> tuple[ssl.SSLContext | None, str | None]:
    """The server's TLS context and its certificate's fingerprint; (None, None) for plain HTTP.

    Raises :class:`~goldeneval.ConfigError` naming the file when a configured
    certificate or key cannot be used.
    """
    if not config.enabled:
        return None, None
    context = _context()
    if config.cert_file and config.key_file:
        try:
            context.load_cert_chain(config.cert_file, config.key_file)
            print_ = fingerprint(Path(config.cert_file).read_bytes())
        except (OSError, ssl.SSLError, ValueError) as exc:
            raise ConfigError(
                f"http.tls: cannot use the certificate {config.cert_file} with the key "
                f"{config.key_file} ({type(exc).__name__}: {exc}); check the mounted Secret"
            ) from None
        log.info("HTTPS with the certificate %s (SHA-256 %s)", config.cert_file, print_)
        return context, print_
    host = socket.gethostname()
    cert_pem, key_pem = self_signed(sorted({host, "localhost", "127.0.0.1", "::1"}))
    with tempfile.TemporaryDirectory(prefix="goldeneval-tls-", dir=_ram_dir()) as private:
        cert_path, key_path = Path(private, "tls.crt"), Path(private, "tls.key")
        cert_path.write_bytes(cert_pem)
        key_path.touch(mode=0o600)
        key_path.write_bytes(key_pem)
        context.load_cert_chain(cert_path, key_path)
    print_ = fingerprint(cert_pem)
    log.warning(
        "HTTPS with a self-signed certificate made at start (SHA-256 %s); mount a Secret "
        "(http.tls.certFile/keyFile) for one clients can verify",
        print_,
    )
    return context, print_


def _ram_dir() -> str | None:
    shm = Path("/dev/shm")  # noqa: S108 - RAM-backed; a private 0700 directory is made inside
    return str(shm) if shm.is_dir() else None


CERT_POLL_SECONDS = 2.0
"""How often the mounted certificate's files are looked at (two stat calls)."""


def _files_state(config: HttpTlsConfig) -> tuple[tuple[int, int, int], ...] | None:
    """What identifies the current certificate and key files; None while one is missing.

    The kubelet replaces a Secret volume's files by swapping a symlink, so the
    resolved file's inode changes even when its size and time would not.
    """
    try:
        stats = [Path(f).stat() for f in (config.cert_file, config.key_file) if f]
    except OSError:
        return None
    return tuple((s.st_ino, s.st_mtime_ns, s.st_size) for s in stats)


async def keep_certificate_fresh(
    context: ssl.SSLContext | None,
    config: HttpTlsConfig,
    *,
    interval: float = CERT_POLL_SECONDS,
) -> None:
    """Reload a mounted certificate into ``context`` whenever its files change; runs until
    cancelled. A pair that cannot be loaded (a half-written renewal) keeps the old one and
    is tried again at the next look; a self-signed certificate is never reloaded."""
    if context is None or not (config.cert_file and config.key_file):
        return
    loaded = _files_state(config)
    while True:
        await asyncio.sleep(interval)
        now = _files_state(config)
        if now is None or now == loaded:
            continue
        try:
            await asyncio.to_thread(context.load_cert_chain, config.cert_file, config.key_file)
            print_ = fingerprint(Path(config.cert_file).read_bytes())
        except (OSError, ssl.SSLError, ValueError) as exc:
            log.warning(
                "http.tls: the certificate %s changed but cannot be used yet (%s); "
                "still serving the previous one",
                config.cert_file,
                type(exc).__name__,
            )
            continue
        loaded = now
        log.info("HTTPS certificate %s renewed (SHA-256 %s)", config.cert_file, print_)
