import { pageTitle } from '../../app/strings';
import { useDocumentTitle } from '../../app/use-resource';
import { ProfileView } from '../../features/account/ProfileView';
import { A } from '../../features/account/strings';
import { container, page, pageTitle as titleClass } from '../../styles/utils.css';

export default function ProfilePage() {
  useDocumentTitle(pageTitle(A.profile.title));
  return (
    <div className={`${container} ${page}`}>
      <h1 className={titleClass} style={{ marginBottom: 24 }}>
        {A.profile.title}
      </h1>
      <ProfileView />
    </div>
  );
}
