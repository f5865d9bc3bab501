import { BadRequestException, Injectable } from '@nestjs/common';
import { improveTextOffline } from './text-improver';

export const NOTHING_TO_IMPROVE = 'Write something first!';

/**
 * "Improve with AI". No LLM provider is wired in yet (see docs/decisions/issue-6.md), so the offline editor
 * does the work: real, deterministic improvements rather than a pretend rewrite.
 */
@Injectable()
export class TextImproverService {
  async improve(text: string): Promise<string> {
    if (text.trim() === '') throw new BadRequestException(NOTHING_TO_IMPROVE);
    return improveTextOffline(text);
  }
}
