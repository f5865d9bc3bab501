import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { isValidObjectId, Types } from 'mongoose';

/** Route ids must be 24-hex ObjectIds: anything else is a 400 before the database is asked. */
@Injectable()
export class ParseObjectIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    // isValidObjectId alone accepts any 12-character string; the round trip keeps only real hex ids.
    if (!isValidObjectId(value) || new Types.ObjectId(value).toHexString() !== value.toLowerCase()) {
      throw new BadRequestException('Invalid id');
    }
    return value;
  }
}
