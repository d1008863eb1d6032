import { privateHead } from '../../../contract/page-head';
import { A } from '../../../copy/account';
import { ProfileView } from '../../features/account/ProfileView';
import { usePageHead } from '../../runtime/use-page-head';
import { container, page, pageTitle as titleClass } from '../../styles/utils.css';

export default function ProfilePage() {
  usePageHead(privateHead(A.profile.title));
  return (
    <div className={`${container} ${page}`}>
      <h1 className={titleClass} style={{ marginBottom: 24 }}>
        {A.profile.title}
      </h1>
      <ProfileView />
    </div>
  );
}
