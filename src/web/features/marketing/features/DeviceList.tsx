import { MarketingIcon, type MarketingIconName } from '../../../components/marketing/MarketingIcon';
import classes from './DeviceList.module.css';

const devices: ReadonlyArray<{ icon: MarketingIconName; title: string; text: string }> = [
  {
    icon: 'phone',
    title: 'Phone',
    text: 'Check the day and a patient’s last note between sessions or on the way in.',
  },
  {
    icon: 'tablet',
    title: 'Tablet',
    text: 'Write visit notes at the treatment table while the details are fresh.',
  },
  {
    icon: 'desktop',
    title: 'Desktop',
    text: 'Run the front desk, manage the team and read reports on a large screen.',
  },
];

/** The device section of `/features`: the same Motio on every screen size. */
export function DeviceList() {
  return (
    <ul className={classes.list}>
      {devices.map((device) => (
        <li key={device.title}>
          <span className={classes.icon}>
            <MarketingIcon name={device.icon} size={36} />
          </span>
          <h3 className={classes.title}>{device.title}</h3>
          <p className={classes.text}>{device.text}</p>
        </li>
      ))}
    </ul>
  );
}
