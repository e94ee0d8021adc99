import { FORM_LIMITS, PARTNERSHIP_KINDS } from '@calma/api/contract';
import { useWords, withWords } from '../words.tsx';
import TeamEnquiryForm from './TeamEnquiryForm.tsx';

interface Props {
  strings: Record<string, string>;
  locale: string;
}

/** The partnerships page's form: who writes, for which organisation, and what they have in mind. */
function PartnershipForm() {
  const { t } = useWords();
  return (
    <TeamEnquiryForm
      form="partnership"
      url="/api/v1/forms/partnership"
      fields={[
        { name: 'name', kind: 'text', required: true, autoComplete: 'name', maxLength: FORM_LIMITS.name },
        {
          name: 'organisation',
          kind: 'text',
          required: true,
          autoComplete: 'organization',
          maxLength: FORM_LIMITS.organisation,
        },
        { name: 'email', kind: 'email', required: true, autoComplete: 'email', maxLength: FORM_LIMITS.email },
        {
          name: 'partnershipKind',
          kind: 'select',
          required: true,
          placeholderOption: t('forms.partnership.partnershipKind.choose'),
          options: PARTNERSHIP_KINDS.map((kind) => ({ value: kind, label: t(`forms.partnership.kind.${kind}`) })),
        },
        { name: 'message', kind: 'textarea', required: true, hint: true, maxLength: FORM_LIMITS.message },
      ]}
    />
  );
}

export default withWords<Props>(PartnershipForm);
