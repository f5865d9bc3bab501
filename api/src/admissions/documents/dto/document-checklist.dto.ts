import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, ValidateNested } from 'class-validator';
import { CLASSES_APPLIED_FOR, DOCUMENT_KINDS, type DocumentChecklistUpdate, type DocumentKind } from '@icast/contracts';

const CLASS_VALUES = CLASSES_APPLIED_FOR.map((choice) => choice.value);
const KIND_VALUES = DOCUMENT_KINDS.map((kind) => kind.value);

export class ClassDocumentsDto {
  @ApiProperty({ enum: CLASS_VALUES })
  @IsIn(CLASS_VALUES, { message: `classAppliedFor must be one of ${CLASS_VALUES.join(', ')}` })
  classAppliedFor!: string;

  @ApiProperty({ enum: KIND_VALUES, isArray: true })
  @IsArray({ message: 'kinds must be a list of documents' })
  @ArrayMinSize(1, { message: 'Choose at least one document for each class' })
  @ArrayMaxSize(KIND_VALUES.length, { message: `kinds can name at most ${KIND_VALUES.length} documents` })
  @ArrayUnique({ message: 'kinds must name each document once' })
  @IsIn(KIND_VALUES, { each: true, message: `each of kinds must be one of ${KIND_VALUES.join(', ')}` })
  kinds!: DocumentKind[];
}

export class DocumentChecklistDto implements DocumentChecklistUpdate {
  @ApiProperty({ type: [ClassDocumentsDto] })
  @IsArray({ message: 'classes must be a list' })
  @ArrayMaxSize(CLASS_VALUES.length, { message: `classes can name at most ${CLASS_VALUES.length} classes` })
  @ArrayUnique((entry: ClassDocumentsDto) => entry?.classAppliedFor, { message: 'classes must name each class once' })
  @ValidateNested({ each: true })
  @Type(() => ClassDocumentsDto)
  classes!: ClassDocumentsDto[];
}
