// A TCP port free on 127.0.0.1 right now, for servers a script or test starts (the bench, the crash and
// scale tests): the system picks it, so runs side by side never collide.
import net from 'node:net';

/** @returns {Promise<number>} */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
