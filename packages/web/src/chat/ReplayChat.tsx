import type { ReplayChatLine } from '@alibi/protocol';
import { useI18n } from '../i18n/index.tsx';
import { ChatLineItem } from './ChatPanel.tsx';
import './chat.css';

/** The chat of a finished table up to a replay step: the lines said after at most `version` actions. */
export function ReplayChat({ lines, version }: { lines: readonly ReplayChatLine[]; version: number }) {
  const { t } = useI18n();
  const upTo = lines.filter((l) => l.after <= version);
  if (lines.length === 0) return null;
  return (
    <section className="replay-chat" aria-label={t('chat.replay')}>
      <h4 className="side-title small">{t('chat.replay')}</h4>
      <ol className="chat-lines">
        {upTo.length === 0 && <li className="muted small chat-empty">{t('chat.empty')}</li>}
        {upTo.map((l) => (
          <ChatLineItem key={l.id} line={l} me={false} />
        ))}
      </ol>
    </section>
  );
}
