// Usage: node check.js DIR
// For every DIR/<id>.ksy: compiles it to JavaScript with kaitai-struct-compiler, then parses each DIR/<id>.<n>.bin
// with the compiled parser. Prints one JSON object: { "<id>": { "error": "...", "values": [ { "value": ..., "end": pos, "size": n } ] } }.
'use strict';
const fs = require('fs');
const path = require('path');
const yaml = require('js-yaml');
const compiler = require('kaitai-struct-compiler');
const KaitaiStream = require('kaitai-struct/KaitaiStream');

// kaitai-struct 0.11.0's readS8be/readS8le are off by 2^32 for a negative value whose low word is below 2^31
// ('v2 ^ 0xffffffff' is a signed 32-bit result in JavaScript). Read them through BigInt instead: exact below 2^53.
KaitaiStream.prototype.readS8be = function () {
  const high = this.readU4be();
  const low = this.readU4be();
  return Number(BigInt.asIntN(64, (BigInt(high) << 32n) | BigInt(low)));
};
KaitaiStream.prototype.readS8le = function () {
  const low = this.readU4le();
  const high = this.readU4le();
  return Number(BigInt.asIntN(64, (BigInt(high) << 32n) | BigInt(low)));
};

// A parsed object as plain JSON: its attributes and instances (getters), bytes as arrays of numbers.
function dump(value, depth) {
  if (value === null || value === undefined) return null;
  if (value instanceof Uint8Array) return Array.from(value);
  if (Array.isArray(value)) return value.map(item => dump(item, depth + 1));
  if (typeof value !== 'object') return value;
  if (depth > 64) return '<too deep>';
  const result = {};
  for (const key of Object.keys(value)) {
    if (!key.startsWith('_')) result[key] = dump(value[key], depth + 1);
  }
  for (let proto = Object.getPrototypeOf(value); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const key of Object.getOwnPropertyNames(proto)) {
      const descriptor = Object.getOwnPropertyDescriptor(proto, key);
      if (descriptor && descriptor.get && !key.startsWith('_') && !(key in result)) {
        result[key] = dump(value[key], depth + 1);
      }
    }
  }
  return result;
}

function className(id) {
  return id.split('_').map(part => part.charAt(0).toUpperCase() + part.slice(1)).join('');
}

async function main(dir) {
  const out = {};
  // A spec's imports (png's icc_4 and exif) are the other specs in DIR; every parser is compiled into one folder, so
  // that each finds the ones it imports, before any is loaded.
  const importer = { importYaml: name => Promise.resolve(yaml.load(fs.readFileSync(path.join(dir, path.basename(name) + '.ksy'), 'utf8'))) };
  const jsDir = path.join(dir, 'js.out');
  fs.mkdirSync(jsDir, { recursive: true });
  // The compiled parsers live in DIR; they find this folder's runtime by its absolute path.
  const runtime = JSON.stringify(require.resolve('kaitai-struct/KaitaiStream'));
  const ids = fs.readdirSync(dir).filter(name => name.endsWith('.ksy')).sort().map(file => file.slice(0, -4));
  for (const id of ids) {
    out[id] = { values: [] };
    try {
      const ksy = yaml.load(fs.readFileSync(path.join(dir, id + '.ksy'), 'utf8'));
      const files = await compiler.compile('javascript', ksy, importer, false);
      for (const [name, code] of Object.entries(files)) {
        fs.writeFileSync(path.join(jsDir, name), code.split("require('kaitai-struct/KaitaiStream')").join('require(' + runtime + ')'));
      }
    } catch (e) {
      out[id].error = String(e && e.stack || e);
    }
  }

  for (const id of ids.filter(id => !out[id].error)) {
    const result = out[id];
    try {
      const module = require(path.join(jsDir, className(id) + '.js'));
      const Parser = module[className(id)];
      const inputs = fs.readdirSync(dir).filter(name => name.startsWith(id + '.') && name.endsWith('.bin')).sort();
      for (const input of inputs) {
        const bytes = fs.readFileSync(path.join(dir, input));
        try {
          const parsed = new Parser(new KaitaiStream(bytes));
          result.values.push({ file: input, value: dump(parsed, 0), end: parsed._io.pos, size: bytes.length });
        } catch (e) {
          result.values.push({ file: input, error: String(e && e.stack || e) });
        }
      }
    } catch (e) {
      result.error = String(e && e.stack || e);
    }
  }
  process.stdout.write(JSON.stringify(out));
}

main(process.argv[2]).catch(e => { console.error(e); process.exit(1); });
