"""Writes presence_flag_vectors.jsonl: messages whose flag bits say which optional fields follow, encoded here from
the specifications with struct:

- MQTT 3.1.1 CONNECT (OASIS standard, 3.1.2): protocol name, level 4, the Connect Flags byte (7 user name, 6 password,
  5 will retain, 4-3 will QoS, 2 will flag, 1 clean session, 0 reserved), keep alive, then client id, will topic and
  message, user name, password, each present exactly when its flag is set.
- AMQP 0-9-1 basic content properties (amqp0-9-1.xml, 4.2.6.1): a 16-bit property-flags word (bit 15 content-type
  down to bit 3 app-id), then each present property in bit order: shortstr (1-byte length), octet, 64-bit timestamp,
  the headers table as a 32-bit length and its bytes.

Run from this folder: python3 make_presence_flag_vectors.py
"""
import json
import struct


def mqtt_str(data):
    return struct.pack(">H", len(data)) + data


def connect(client, will=None, user=None, password=None, clean=True, keep_alive=60):
    flags = (0x80 if user is not None else 0) | (0x40 if password is not None else 0) | (0x04 if will else 0) | (0x02 if clean else 0)
    body = mqtt_str(b"MQTT") + bytes([4, flags]) + struct.pack(">H", keep_alive) + mqtt_str(client.encode())
    if will:
        body += mqtt_str(will[0].encode()) + mqtt_str(will[1])
    if user is not None:
        body += mqtt_str(user.encode())
    if password is not None:
        body += mqtt_str(password)
    return body



def amqp_properties(props):
    order = ["content_type", "content_encoding", "headers", "delivery_mode", "priority", "correlation_id", "reply_to", "expiration", "message_id", "timestamp", "type", "user_id", "app_id"]
    flags, body = 0, b""
    for i, name in enumerate(order):
        if name not in props:
            continue
        flags |= 1 << (15 - i)
        value = props[name]
        if name in ("delivery_mode", "priority"):
            body += bytes([value])
        elif name == "timestamp":
            body += struct.pack(">Q", value)
        elif name == "headers":
            body += struct.pack(">I", len(value)) + value
        else:
            data = value.encode()
            body += bytes([len(data)]) + data
    return struct.pack(">H", flags) + body


with open("presence_flag_vectors.jsonl", "w") as out:
    for name, body in {
        "client only": connect("c1"),
        "user": connect("c1", user="alice"),
        "user and password": connect("c1", user="alice", password=b"s3cret"),
        "will, user and password": connect("sensor-7", will=("status/sensor-7", b"offline"), user="alice", password=b"\x00\x01"),
    }.items():
        out.write(json.dumps({"kind": "mqtt_connect", "name": name, "hex": body.hex()}) + "\n")
    for name, props in {
        "none": {},
        "content type and delivery mode": {"content_type": "application/json", "delivery_mode": 2},
        "all": {"content_type": "text/plain", "content_encoding": "gzip", "headers": b"\x01x", "delivery_mode": 1, "priority": 9,
                "correlation_id": "c-1", "reply_to": "amq.rabbitmq.reply-to", "expiration": "60000", "message_id": "m-42",
                "timestamp": 1732752000, "type": "order", "user_id": "guest", "app_id": "spanwire"},
    }.items():
        out.write(json.dumps({"kind": "amqp_properties", "name": name, "props": {k: (v.hex() if isinstance(v, bytes) else v) for k, v in props.items()}, "hex": amqp_properties(props).hex()}) + "\n")
