"""The real formlsp binary against a hostile or clumsy client: raw bytes over a pipe, no LSP library.

Each test spawns the built binary (path from $FORMLSP, default .build/debug/formlsp) and checks that
bad input gets the error JSON-RPC and LSP prescribe and that the server keeps serving, and that the
process ends with the right exit code when it should.
"""

import json
import os
import select
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("FORMLSP", str(ROOT / ".build" / "debug" / "formlsp"))
# Generous, to survive a loaded CI machine; a healthy server answers in milliseconds.
PATIENCE = 20.0


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def message(payload: dict) -> bytes:
    return frame(json.dumps(payload).encode())


class RawClient:
    """Writes bytes to the server's stdin and reads framed messages from its stdout."""

    def __init__(self) -> None:
        if not os.access(BINARY, os.X_OK):
            pytest.skip(f"no formlsp binary at {BINARY} (build it, or set FORMLSP)")
        # stderr goes to a file: a pipe nobody reads could fill up and block the server.
        self.stderr = tempfile.TemporaryFile()
        self.process = subprocess.Popen([BINARY], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr)
        self.buffer = b""
        self.next_id = 1

    def write(self, data: bytes) -> None:
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, payload: dict) -> None:
        self.write(message(payload))

    def request(self, method: str, params=None, id=None):
        id = self.next_id if id is None else id
        self.next_id += 1
        payload = {"jsonrpc": "2.0", "id": id, "method": method}
        if params is not None:
            payload["params"] = params
        self.send(payload)
        return id

    def notify(self, method: str, params=None) -> None:
        payload = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            payload["params"] = params
        self.send(payload)

    def _fill(self, deadline: float) -> None:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError("the server sent nothing")
        ready, _, _ = select.select([self.process.stdout], [], [], remaining)
        if not ready:
            raise TimeoutError("the server sent nothing")
        chunk = os.read(self.process.stdout.fileno(), 65536)
        if not chunk:
            raise EOFError("the server closed its output")
        self.buffer += chunk

    def receive(self, include_logs: bool = False) -> dict:
        """The next message; `window/logMessage` is skipped unless asked for."""
        deadline = time.monotonic() + PATIENCE
        while True:
            while b"\r\n\r\n" not in self.buffer:
                self._fill(deadline)
            header, _, rest = self.buffer.partition(b"\r\n\r\n")
            assert header.startswith(b"Content-Length: "), f"stdout carries a non-protocol header: {header!r}"
            length = int(header.split(b":")[1])
            while len(rest) < length:
                self._fill(deadline)
                header, _, rest = self.buffer.partition(b"\r\n\r\n")
            body, self.buffer = rest[:length], rest[length:]
            parsed = json.loads(body)
            if include_logs or parsed.get("method") != "window/logMessage":
                return parsed

    def initialize(self) -> dict:
        id = self.request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
        response = self.receive()
        assert response["id"] == id and "capabilities" in response["result"]
        self.notify("initialized", {})
        return response

    def remaining_messages(self) -> list:
        """Every message left on stdout once the server has exited; each must be a whole frame."""
        self.buffer += self.process.stdout.read()
        messages = []
        while self.buffer:
            messages.append(self.receive(include_logs=True))
        return messages

    def error_output(self) -> bytes:
        self.stderr.seek(0)
        return self.stderr.read()

    def close_input(self) -> None:
        self.process.stdin.close()

    def wait(self, timeout: float = PATIENCE) -> int:
        return self.process.wait(timeout=timeout)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        for stream in (self.process.stdin, self.process.stdout, self.stderr):
            try:
                stream.close()
            except (OSError, ValueError):
                pass


@pytest.fixture
def client():
    raw = RawClient()
    yield raw
    raw.stop()


def assert_serving(client: RawClient) -> None:
    """The server still answers requests."""
    id = client.request("formlsp/ping", {})
    response = client.receive()
    assert response["id"] == id
    assert response["error"]["code"] in (-32601, -32002)


def test_malformed_json_gets_parse_error_with_null_id_and_serving_goes_on(client):
    client.write(frame(b'{"jsonrpc": "2.0", "id": 1, "method": '))
    response = client.receive()
    assert response["id"] is None
    assert response["error"]["code"] == -32700
    client.initialize()
    assert_serving(client)


def test_garbage_before_a_header_is_skipped(client):
    client.write(b"\x00\xffthis is not a header\r\n\r\nnor this")
    client.initialize()
    assert_serving(client)


@pytest.mark.parametrize("body", [b"[1, 2, 3]", b"42", b'"text"', b"null"])
def test_non_objects_are_invalid_requests_with_null_id(client, body):
    client.write(frame(body))
    response = client.receive()
    assert response == {"jsonrpc": "2.0", "id": None, "error": response["error"]}
    assert response["error"]["code"] == -32600
    client.initialize()


def test_unknown_method_is_not_found(client):
    client.initialize()
    id = client.request("formlsp/noSuchMethod", {})
    response = client.receive()
    assert response["id"] == id
    assert response["error"]["code"] == -32601


def test_requests_before_initialize_are_refused(client):
    id = client.request("textDocument/codeAction", {})
    response = client.receive()
    assert response["id"] == id
    assert response["error"]["code"] == -32002
    client.initialize()


def test_requests_after_shutdown_are_invalid(client):
    client.initialize()
    id = client.request("shutdown")
    assert client.receive() == {"jsonrpc": "2.0", "id": id, "result": None}
    id = client.request("textDocument/codeAction", {})
    response = client.receive()
    assert response["id"] == id
    assert response["error"]["code"] == -32600


def test_exit_after_shutdown_ends_with_zero(client):
    client.initialize()
    client.request("shutdown")
    client.receive()
    client.notify("exit")
    assert client.wait() == 0


def test_exit_without_shutdown_ends_with_one(client):
    client.initialize()
    client.notify("exit")
    assert client.wait() == 1


def test_end_of_input_ends_the_process_within_a_second(client):
    client.initialize()
    client.close_input()
    started = time.monotonic()
    assert client.wait(timeout=PATIENCE) == 1
    assert time.monotonic() - started < 1.0


def test_end_of_input_after_shutdown_ends_with_zero(client):
    client.initialize()
    client.request("shutdown")
    client.receive()
    client.close_input()
    assert client.wait() == 0


def test_oversized_content_length_is_refused_and_serving_goes_on(client):
    client.initialize()
    declared = 64 * 1024 * 1024 + 1
    client.write(b"Content-Length: %d\r\n\r\n" % declared)
    response = client.receive()
    assert response["id"] is None
    assert response["error"]["code"] == -32600
    chunk = b" " * (1 << 20)
    for _ in range(64):
        client.write(chunk)
    client.write(b" ")
    assert_serving(client)


def test_one_byte_at_a_time(client):
    data = message({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
    for byte in data:
        client.write(bytes([byte]))
    response = client.receive()
    assert response["id"] == 1
    assert response["result"]["serverInfo"]["name"] == "formlsp"


def test_stdout_carries_only_protocol_and_stderr_the_logs(client):
    client.write(frame(b"{oops"))
    client.receive()
    client.initialize()
    client.request("shutdown")
    client.receive()
    client.notify("exit")
    assert client.wait() == 0
    assert all(m.get("method") == "window/logMessage" for m in client.remaining_messages())
    assert b"formlsp: [error] received invalid JSON" in client.error_output()
