import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { GALLERY_ALBUM_CATEGORIES, GALLERY_LIMITS, IMAGE_ALT_MAX, type GalleryAlbumCategory } from '@icast/contracts';
import { Trimmed } from '../../platform/http/trimmed';

const CATEGORY_MESSAGE = { message: `category must be one of ${GALLERY_ALBUM_CATEGORIES.join(', ')}` };

export class AlbumDto {
  @ApiProperty({ maxLength: GALLERY_LIMITS.title })
  @Trimmed()
  @IsString()
  @Length(1, GALLERY_LIMITS.title, { message: `title is required and at most ${GALLERY_LIMITS.title} characters` })
  title!: string;

  @ApiProperty({ enum: GALLERY_ALBUM_CATEGORIES })
  @IsIn(GALLERY_ALBUM_CATEGORIES, CATEGORY_MESSAGE)
  category!: GalleryAlbumCategory;

  @ApiPropertyOptional({ maxLength: GALLERY_LIMITS.description })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(GALLERY_LIMITS.description, {
    message: `description is at most ${GALLERY_LIMITS.description} characters`,
  })
  description?: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  published?: boolean;
}

/** A photo's words (multipart with the file when it is added, JSON when they are edited). */
export class PhotoTextDto {
  @ApiProperty({ maxLength: IMAGE_ALT_MAX, description: 'What the photo shows, read aloud to those who cannot see it' })
  @Trimmed()
  @IsString()
  @Length(1, IMAGE_ALT_MAX, {
    message: `alt is required (say what the photo shows) and at most ${IMAGE_ALT_MAX} characters`,
  })
  alt!: string;

  @ApiPropertyOptional({ maxLength: GALLERY_LIMITS.caption })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(GALLERY_LIMITS.caption, { message: `caption is at most ${GALLERY_LIMITS.caption} characters` })
  caption?: string;
}

export class AlbumQueryDto {
  @ApiPropertyOptional({ enum: GALLERY_ALBUM_CATEGORIES })
  @IsOptional()
  @IsIn(GALLERY_ALBUM_CATEGORIES, CATEGORY_MESSAGE)
  category?: GalleryAlbumCategory;
}
