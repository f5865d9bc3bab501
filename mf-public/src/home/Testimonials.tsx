import { useSiteContent } from '@icast/site-content';
import { Monogram, Section } from '../components/blocks';

/** What parents say, as staff published it. */
export function Testimonials() {
  const { testimonials } = useSiteContent();
  return (
    <Section id="testimonials" title="What Parents Say" tone="alt">
      <div className="pub-grid pub-grid--3">
        {testimonials.map((testimonial) => (
          <figure key={testimonial.id} className="pub-card pub-card--plain pub-testimonial">
            <blockquote>
              <p>{testimonial.text}</p>
            </blockquote>
            <figcaption>
              <Monogram text={testimonial.name.replace(/^(Mrs|Mr|Dr)\s+/, '')} />
              <span>
                <strong>{testimonial.name}</strong>
                <br />
                {testimonial.role}
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}
