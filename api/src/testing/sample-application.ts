/** The one sample application of tests and drills lives with the rules it must pass. */
export { sampleApplication } from '@icast/contracts';
