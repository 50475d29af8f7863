// Preloaded (node --require) into a process that must not use the network: any socket
// connection, DNS lookup or fetch ends the process with exit code 3 and says which.
const net = require('node:net');
const dns = require('node:dns');
const fail = (what) => {
  process.stderr.write(`network use: ${what}\n`);
  process.exit(3);
};
net.Socket.prototype.connect = function () {
  fail('socket connect');
};
dns.lookup = () => fail('dns lookup');
globalThis.fetch = () => fail('fetch');
