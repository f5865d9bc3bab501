import { Body, Controller, Param, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { ImageUploadInterceptor, type UploadedImage } from '../images/image-upload.interceptor';
import { HeroSlidesService } from './hero-slides.service';
import { FaqDto, HeroSlideDto, ReorderDto, TestimonialDto } from './site-content.dto';
import { SiteContentService } from './site-content.service';

const DELETED = { message: 'Deleted' };

/** The edited lists: FAQs, testimonials and hero slides, one item at a time, and their order. */
@ApiTags('site content')
@Controller()
export class ContentListsController {
  constructor(
    private readonly content: SiteContentService,
    private readonly slides: HeroSlidesService,
  ) {}

  @Endpoint(ENDPOINTS.faqs.add)
  addFaq(@Body() body: FaqDto, @CurrentStaff() by: StaffUser) {
    return this.content.faqs.add({ ...body, hidden: body.hidden ?? false }, by);
  }

  @Endpoint(ENDPOINTS.faqs.update)
  updateFaq(@Param('id') id: string, @Body() body: FaqDto, @CurrentStaff() by: StaffUser) {
    return this.content.faqs.update(id, { ...body, hidden: body.hidden ?? false }, by);
  }

  @Endpoint(ENDPOINTS.faqs.remove)
  async removeFaq(@Param('id') id: string, @CurrentStaff() by: StaffUser) {
    await this.content.faqs.remove(id, by);
    return DELETED;
  }

  @Endpoint(ENDPOINTS.faqs.reorder)
  orderFaqs(@Body() body: ReorderDto, @CurrentStaff() by: StaffUser) {
    return this.content.faqs.reorder(body.ids, by);
  }

  @Endpoint(ENDPOINTS.testimonials.add)
  addTestimonial(@Body() body: TestimonialDto, @CurrentStaff() by: StaffUser) {
    return this.content.testimonials.add({ ...body, hidden: body.hidden ?? false }, by);
  }

  @Endpoint(ENDPOINTS.testimonials.update)
  updateTestimonial(@Param('id') id: string, @Body() body: TestimonialDto, @CurrentStaff() by: StaffUser) {
    return this.content.testimonials.update(id, { ...body, hidden: body.hidden ?? false }, by);
  }

  @Endpoint(ENDPOINTS.testimonials.remove)
  async removeTestimonial(@Param('id') id: string, @CurrentStaff() by: StaffUser) {
    await this.content.testimonials.remove(id, by);
    return DELETED;
  }

  @Endpoint(ENDPOINTS.testimonials.reorder)
  orderTestimonials(@Body() body: ReorderDto, @CurrentStaff() by: StaffUser) {
    return this.content.testimonials.reorder(body.ids, by);
  }

  /** multipart: heading, text, buttons (JSON), imageKey, hidden, imageAlt, image? */
  @Endpoint(ENDPOINTS.heroSlides.add)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(ImageUploadInterceptor)
  addSlide(@Body() body: HeroSlideDto, @UploadedFile() image: UploadedImage, @CurrentStaff() by: StaffUser) {
    return this.slides.add(body, image, by);
  }

  @Endpoint(ENDPOINTS.heroSlides.update)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(ImageUploadInterceptor)
  updateSlide(
    @Param('id') id: string,
    @Body() body: HeroSlideDto,
    @UploadedFile() image: UploadedImage,
    @CurrentStaff() by: StaffUser,
  ) {
    return this.slides.update(id, body, image, by);
  }

  @Endpoint(ENDPOINTS.heroSlides.remove)
  async removeSlide(@Param('id') id: string, @CurrentStaff() by: StaffUser) {
    await this.slides.remove(id, by);
    return DELETED;
  }

  @Endpoint(ENDPOINTS.heroSlides.reorder)
  orderSlides(@Body() body: ReorderDto, @CurrentStaff() by: StaffUser) {
    return this.content.heroSlides.reorder(body.ids, by);
  }
}
