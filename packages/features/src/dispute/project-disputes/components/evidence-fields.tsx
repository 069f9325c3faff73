import { PaperclipIcon, XIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { CHAT_FILE_ACCEPT } from '@lancer/api/rules/chat-files';
import { DISPUTE_EVIDENCE_MAX } from '@lancer/api/rules/dispute-evidence';
import type { Issue } from '@lancer/api/schemas/issue';
import { Button } from '@lancer/ui/components/button';
import { Checkbox } from '@lancer/ui/components/checkbox';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { Label } from '@lancer/ui/components/label';

import { FileUploads } from '../../../components/file-uploads';
import type { FileUploads as Uploads, useFileUploads } from '../../../lib/use-file-uploads';
import { paths } from '../../../navigation/paths';

/** A form's uploads (useFileUploads): the files, those ready, whether one is still on its way. */
export type EvidenceUploads = ReturnType<typeof useFileUploads>;

/** The links and issues picked; the files are the uploads' own. */
export type EvidenceDraft = { issue_ids: string[]; message_links: string[] };
export const noEvidenceDraft: EvidenceDraft = { issue_ids: [], message_links: [] };

/** A message's id from its link (paths.message: the conversation's address with `?message=`, decision 1620), or null. */
function messageIdOf(link: string) {
  try {
    const url = new URL(link.trim(), 'https://lancer.invalid');
    return url.pathname.startsWith(`${paths.messages.getHref()}/`)
      ? url.searchParams.get('message') || null
      : null;
  } catch {
    return null;
  }
}

/** The evidence of a draft as a call takes it (DISPUTE-EVIDENCE). */
export const evidenceBody = (draft: EvidenceDraft, uploads: { ready: readonly { id: string }[] }) => ({
  file_ids: uploads.ready.map((file) => file.id),
  issue_ids: draft.issue_ids,
  message_ids: draft.message_links.flatMap((link) => messageIdOf(link) ?? []),
});

/**
 * Evidence with a statement or an answer (decision 1540): files through the upload path, the
 * project's issues to tick, and links to chat messages pasted one at a time.
 */
function EvidenceFields({
  issues,
  uploads,
  value,
  onChange,
}: {
  /** The project's issues. */
  issues: readonly Issue[];
  uploads: Uploads;
  value: EvidenceDraft;
  onChange: (value: EvidenceDraft) => void;
}) {
  const { t } = useTranslation('deliver', { keyPrefix: 'disputes.evidence' });
  const picker = useRef<HTMLInputElement>(null);
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | undefined>();
  const addLink = () => {
    if (!messageIdOf(link)) return setLinkError(t('linkInvalid'));
    setLinkError(undefined);
    if (!value.message_links.includes(link.trim()))
      onChange({ ...value, message_links: [...value.message_links, link.trim()] });
    setLink('');
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-dashed p-3">
      <legend className="px-1 text-sm font-medium">{t('add')}</legend>
      <p className="text-sm text-muted-foreground">{t('addHelp')}</p>
      <div className="flex flex-col gap-2">
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          accept={CHAT_FILE_ACCEPT}
          onChange={(event) => {
            uploads.add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={uploads.items.length >= DISPUTE_EVIDENCE_MAX}
          onClick={() => picker.current?.click()}
        >
          <PaperclipIcon aria-hidden />
          {t('attach')}
        </Button>
        <FileUploads uploads={uploads} />
      </div>
      {issues.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('issues')}</legend>
          {issues.map((issue) => (
            <Label key={issue.id} className="flex items-start gap-2 font-normal">
              <Checkbox
                checked={value.issue_ids.includes(issue.id)}
                onCheckedChange={(checked) =>
                  onChange({
                    ...value,
                    issue_ids: checked
                      ? [...value.issue_ids, issue.id]
                      : value.issue_ids.filter((id) => id !== issue.id),
                  })
                }
              />
              <span className="break-words">
                #{issue.number} {issue.title}
              </span>
            </Label>
          ))}
        </fieldset>
      ) : null}
      <div className="flex flex-col gap-2">
        <FormField label={t('messageLink')} help={t('messageLinkHelp')} error={linkError}>
          <Input
            value={link}
            onChange={(event) => setLink(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              addLink();
            }}
          />
        </FormField>
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={!link.trim() || value.message_links.length >= DISPUTE_EVIDENCE_MAX}
          onClick={addLink}
        >
          {t('addLink')}
        </Button>
        {value.message_links.length > 0 ? (
          <ul aria-label={t('messages')} className="flex flex-col gap-1 text-sm">
            {value.message_links.map((added) => (
              <li key={added} className="flex min-w-0 items-center gap-2">
                <span className="min-w-0 flex-1 truncate font-mono text-xs">{added}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('removeLink', { link: added })}
                  onClick={() =>
                    onChange({
                      ...value,
                      message_links: value.message_links.filter((item) => item !== added),
                    })
                  }
                >
                  <XIcon aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </fieldset>
  );
}

/** The evidence of a form on react-hook-form holding it as `evidence`. */
export function EvidenceField<Values extends { evidence: EvidenceDraft }, Body>({
  control,
  issues,
  uploads,
}: {
  control: Control<Values, unknown, Body>;
  issues: readonly Issue[];
  uploads: Uploads;
}) {
  // Any form holding `evidence` as a draft: its control read as one holding only that.
  const { field } = useController({
    control: control as unknown as Control<{ evidence: EvidenceDraft }>,
    name: 'evidence',
  });
  return <EvidenceFields issues={issues} uploads={uploads} value={field.value} onChange={field.onChange} />;
}
