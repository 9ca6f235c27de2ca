// `npm run doctor`: checks every part of the store for real, read-only, from the same variables the
// store reads, and prints a table; exits 0 only when every part production needs passed. Works with
// the store stopped or running (on the embedded database a running store is asked if it is ready).
import './config/read-env-file';
import { doctorPassed, doctorTable, runDoctor } from './doctor/doctor';

const report = await runDoctor(process.env);
process.stdout.write(doctorTable(report));
// Open sockets (the bucket client keeps its connections alive) must not hold the answer back.
process.exit(doctorPassed(report) ? 0 : 1);
