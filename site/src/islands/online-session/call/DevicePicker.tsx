import { useEffect, useState } from 'react';
import { SelectField } from '../../forms/fields.tsx';
import { useWords } from '../../words.tsx';
import { type Devices, LocalMedia } from './media.ts';

/** The microphone and camera in use, chosen among several when the device has more than one. */
export default function DevicePicker({ media, onProblem }: { media: LocalMedia; onProblem: (key: string) => void }) {
  const { t } = useWords();
  const [devices, setDevices] = useState<Devices>({ microphones: [], cameras: [] });
  const [mic, setMic] = useState(media.mic?.getSettings().deviceId ?? '');
  const [camera, setCamera] = useState(media.camera?.getSettings().deviceId ?? '');
  useEffect(() => {
    const load = () => void LocalMedia.devices().then(setDevices, () => {});
    load();
    navigator.mediaDevices?.addEventListener('devicechange', load);
    return () => navigator.mediaDevices?.removeEventListener('devicechange', load);
  }, []);
  if (devices.microphones.length < 2 && devices.cameras.length < 2) return null;
  // Each device as the browser names it, or numbered where it will not say before permission.
  const picker = (
    kind: 'microphone' | 'camera',
    list: MediaDeviceInfo[],
    value: string,
    choose: (id: string) => void,
  ) => (
    <SelectField
      path={kind}
      form="call"
      label={t(`call.devices.${kind}`)}
      value={value}
      errors={{}}
      options={list.map((d, index) => ({
        value: d.deviceId,
        label: d.label || t(`call.devices.${kind}Number`, { number: index + 1 }),
      }))}
      onChange={choose}
    />
  );
  return (
    <details className="call-devices">
      <summary>{t('call.devices.title')}</summary>
      {devices.microphones.length > 1 &&
        media.mic &&
        picker('microphone', devices.microphones, mic, (id) => {
          setMic(id);
          media.chooseMicrophone(id).catch(() => onProblem('call.problem.microphone'));
        })}
      {devices.cameras.length > 1 &&
        picker('camera', devices.cameras, camera, (id) => {
          setCamera(id);
          if (media.camera) media.setCamera(true, id).catch(() => onProblem('call.problem.camera'));
        })}
    </details>
  );
}
