import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ErrorSummary, TextField, Button, type FieldError } from '@icast/ui';
import { FormDownloads } from '../components/FormDownloads';

/** For a parent who paid earlier: type the payment reference, download the forms again. */
export function DownloadFormPage() {
  const [input, setInput] = useState('');
  const [reference, setReference] = useState<string | undefined>();
  const [errors, setErrors] = useState<FieldError[]>([]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = input.trim();
    if (!value) {
      setErrors([{ fieldId: 'download-reference', message: 'Enter the payment reference from your receipt' }]);
      setReference(undefined);
      return;
    }
    setErrors([]);
    setReference(value);
  }

  return (
    <section id="first-section" className="icast-container adm-page adm-narrow" aria-labelledby="download-heading">
      <h1 id="download-heading">Download your forms</h1>
      <form className="adm-panel" onSubmit={submit} noValidate aria-label="Find your forms">
        <ErrorSummary errors={errors} />
        <TextField
          id="download-reference"
          label="Payment reference"
          hint="It starts with ICAST-PAY and is on the receipt we e-mailed you"
          value={input}
          error={errors[0]?.message}
          onChange={(event) => setInput(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit">Find my forms</Button>
      </form>
      {reference && (
        <div className="adm-panel">
          <h2>Forms for {reference}</h2>
          <FormDownloads key={reference} reference={reference} />
        </div>
      )}
      <p className="adm-small">
        Have not paid yet? <Link to="/payment">Buy the application form</Link>.
      </p>
    </section>
  );
}
