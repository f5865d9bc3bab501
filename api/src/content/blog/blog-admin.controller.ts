import { Body, Controller, HttpCode, Param, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { AddBlogDto, AdminBlogQueryDto, BlogFlagsDto, ImproveTextDto, UpdateBlogDto } from './blog-admin.dto';
import { BlogAdminService } from './blog-admin.service';
import { ImageUploadInterceptor, type UploadedImage } from '../images/image-upload.interceptor';
import { TextImproverService } from './text-improver.service';
import { ParseDraftKeyPipe } from './blog-drafts.pipe';

/** Staff write the blog: admins and editors alike (editors exist for exactly this). */
@ApiTags('blog')
@Controller()
export class BlogAdminController {
  constructor(
    private readonly blog: BlogAdminService,
    private readonly improver: TextImproverService,
  ) {}

  @Endpoint(ENDPOINTS.blog.staffList)
  @ApiOkResponse({ description: 'Every post, drafts included: `{data: BlogPost[]}`' })
  async list(@Query() query: AdminBlogQueryDto) {
    return { data: await this.blog.list(query) };
  }

  @Endpoint(ENDPOINTS.blog.staffPost)
  get(@Param('id') id: string) {
    return this.blog.get(id);
  }

  /** multipart: title, content, category, isPublished, isFeatured, imageAlt, image (a photo up to 15 MB). */
  @Endpoint(ENDPOINTS.blog.create)
  @ApiConsumes('multipart/form-data', 'application/json')
  @UseInterceptors(ImageUploadInterceptor)
  add(@Body() body: AddBlogDto, @CurrentStaff() author: StaffUser, @UploadedFile() image: UploadedImage) {
    return this.blog.add(body, author, image);
  }

  @Endpoint(ENDPOINTS.blog.update)
  @ApiConsumes('application/json', 'multipart/form-data')
  @UseInterceptors(ImageUploadInterceptor)
  update(
    @Param('id') id: string,
    @Body() body: UpdateBlogDto,
    @CurrentStaff() by: StaffUser,
    @UploadedFile() image: UploadedImage,
  ) {
    return this.blog.update(id, body, by, image);
  }

  /** The post a draft key saved (404 until one is): how the form learns a submit that got no answer succeeded. */
  @Endpoint(ENDPOINTS.blog.fromDraft)
  fromDraft(@Param('key', new ParseDraftKeyPipe()) key: string) {
    return this.blog.fromDraft(key);
  }

  /** Inline toggles from the management table. */
  @Endpoint(ENDPOINTS.blog.patch)
  setFlags(@Param('id') id: string, @Body() body: BlogFlagsDto, @CurrentStaff() by: StaffUser) {
    return this.blog.setFlags(id, body, by);
  }

  @Endpoint(ENDPOINTS.blog.remove)
  async remove(@Param('id') id: string, @CurrentStaff() by: StaffUser) {
    await this.blog.remove(id, by);
    return { message: 'Blog post deleted' };
  }

  @Endpoint(ENDPOINTS.blog.improve)
  @HttpCode(200)
  improve(@Body() body: ImproveTextDto) {
    return this.improver.improve(body.text);
  }

  /** Which the Improve button uses, so the editor can name it for what it does. */
  @Endpoint(ENDPOINTS.blog.improver)
  improverKind() {
    return { by: this.improver.by };
  }
}
