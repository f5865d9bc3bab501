/* global rs, print, sleep -- mongosh's own functions */
// Run by compose's one-shot `mongo-init` (mongosh --host mongo-1 --file ...) on every `docker-compose up`: makes
// mongo-1..3 the replica set rs0 the first time, finds it made every later time, and waits until it has a primary,
// so the API instances (which wait for this service) start against a writable database.
const members = ['mongo-1:27017', 'mongo-2:27017', 'mongo-3:27017'];

let initiated = false;
try {
  rs.status();
  print(`replica set rs0 already initiated`);
} catch (error) {
  if (error.codeName !== 'NotYetInitialized') throw error;
  // mongo-1 is preferred as primary (priority 2), so the primary is predictable after a restart of all three.
  rs.initiate({
    _id: 'rs0',
    members: members.map((host, index) => ({ _id: index, host, priority: index === 0 ? 2 : 1 })),
  });
  initiated = true;
  print(`replica set rs0 initiated with ${members.join(', ')}`);
}

const deadline = Date.now() + 120_000;
for (;;) {
  const primary = rs.status().members.find((member) => member.stateStr === 'PRIMARY');
  if (primary) {
    print(`primary: ${primary.name}${initiated ? '' : ' (unchanged)'}`);
    break;
  }
  if (Date.now() > deadline) throw new Error('replica set rs0 has no primary after 120 s');
  sleep(1000);
}
