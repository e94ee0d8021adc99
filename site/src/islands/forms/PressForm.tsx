import { FORM_LIMITS } from '@calma/api/contract';
import { useEffect, useState } from 'react';
import { localToday } from '../../lib/forms.ts';
import { withWords } from '../words.tsx';
import TeamEnquiryForm from './TeamEnquiryForm.tsx';

interface Props {
  strings: Record<string, string>;
  locale: string;
}

/** The press page's contact form: who asks, for which outlet, by when. */
function PressForm() {
  // The earliest deadline is today where the reader is, known only in their browser.
  const [today, setToday] = useState<string | undefined>(undefined);
  useEffect(() => setToday(localToday()), []);
  return (
    <TeamEnquiryForm
      form="press"
      url="/api/v1/forms/press"
      fields={[
        { name: 'name', kind: 'text', required: true, autoComplete: 'name', maxLength: FORM_LIMITS.name },
        { name: 'outlet', kind: 'text', required: true, autoComplete: 'organization', maxLength: FORM_LIMITS.outlet },
        { name: 'email', kind: 'email', required: true, autoComplete: 'email', maxLength: FORM_LIMITS.email },
        { name: 'deadline', kind: 'date', hint: true, ...(today ? { min: today } : {}) },
        { name: 'message', kind: 'textarea', required: true, maxLength: FORM_LIMITS.message },
      ]}
    />
  );
}

export default withWords<Props>(PressForm);
