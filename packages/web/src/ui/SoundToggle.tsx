/** The "your turn" sound switch in the table head: off by default, remembered (ui/sound.ts). */
import { useI18n } from '../i18n/index.tsx';
import { chime, primeAudio, setSoundOn, useSoundSetting } from './sound.ts';

export function SoundToggle() {
  const { t } = useI18n();
  const on = useSoundSetting();
  return (
    <button
      type="button"
      className={`btn btn-ghost sound-toggle${on ? ' on' : ''}`}
      aria-pressed={on}
      aria-label={t('sound.toggle')}
      title={t(on ? 'sound.on' : 'sound.off')}
      onClick={() => {
        primeAudio();
        setSoundOn(!on);
        // Turning it on plays the chime once, so the person knows what to listen for.
        if (!on) chime();
      }}
    >
      <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {on ? (
          <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
        ) : (
          <path d="M16 9l5 6M21 9l-5 6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}
