import { improveTextOffline } from './text-improver';

/**
 * What one worker thread of TextImproverPool runs: the offline editor, whose spell checker can take seconds of
 * CPU on a long text, here instead of on the API's event loop.
 */
export default function improveInWorker(text: string): Promise<string> {
  return improveTextOffline(text);
}
