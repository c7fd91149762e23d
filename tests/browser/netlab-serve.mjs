// The network lab's web server (netlab.test.mjs starts it inside the lab's
// "internet" namespace): the built site at http://<host>:<port>/nardy/.
//   node tests/browser/netlab-serve.mjs <host> <port>
import { serveDist } from "./harness.mjs";

const [host, port] = process.argv.slice(2);
const server = await serveDist(undefined, { host, port: Number(port) });
console.log(server.url);
