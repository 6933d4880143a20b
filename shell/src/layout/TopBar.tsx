import { lazy, Suspense, useState, type MouseEvent } from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import type { RoleSlug } from '@irt/api/contract';
import { userInitial } from '@irt/api/constants';
import type { SearchContext } from '@irt/shared-auth';
import { DRAWER_WIDTH } from './Sidebar';
import { searchKindFor } from '../search/searchKind';
import { visuallyHidden } from '@irt/shared-ui/theme';

// The search dialogs (their text field, their lists and queries) are fetched when the search is first
// opened, or when the user points at, focuses or touches its button: a first page does not download them.
const loadTrainingSearch = () => import('../search/TrainingSearchDialog');
const loadProfileSearch = () => import('../search/ProfileSearchDialog');
const TrainingSearchDialog = lazy(() => loadTrainingSearch().then((module) => ({ default: module.TrainingSearchDialog })));
const ProfileSearchDialog = lazy(() => loadProfileSearch().then((module) => ({ default: module.ProfileSearchDialog })));
// The user menu (MUI's menu, popover and their transitions), fetched the same way when first wanted.
const loadUserMenu = () => import('./UserMenu');
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));

export interface TopBarProps {
  role: RoleSlug;
  userName: string;
  roleName: string;
  pictureUrl: string | null;
  /** The avatar's letter without a picture (by default, the name's first letter). */
  userInitial?: string;
  searchContext: SearchContext | undefined;
  onOpenMenu: () => void;
  onLogout: () => void;
}

/** Menu button (phones), search button, user menu with 'Mon profil' and 'Déconnexion'. */
export function TopBar({ role, userName, roleName, pictureUrl, userInitial: initial, searchContext, onOpenMenu, onLogout }: TopBarProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the menu stays mounted so that it closes with its transition.
  const [menuShown, setMenuShown] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // A new dialog per opening: it starts empty and never shows the previous search.
  const [searchSession, setSearchSession] = useState(0);
  const search = searchKindFor(searchContext, role);

  // A failed preload is retried by the lazy component when the search opens.
  const preloadSearch = () => void (search.kind === 'training' ? loadTrainingSearch() : loadProfileSearch()).catch(() => undefined);
  const openSearch = () => {
    setSearchSession((value) => value + 1);
    setSearchOpen(true);
  };
  const preloadMenu = () => void loadUserMenu().catch(() => undefined);
  const openMenu = (event: MouseEvent<HTMLElement>) => {
    setMenuShown(true);
    setMenuAnchor(event.currentTarget);
  };
  const closeMenu = () => setMenuAnchor(null);

  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{
        width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
        ml: { md: `${DRAWER_WIDTH}px` },
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton edge="start" aria-label="Ouvrir le menu" onClick={onOpenMenu} sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Typography component="p" sx={{ fontWeight: 700, color: 'primary.main', display: { xs: 'none', sm: 'block' } }}>
          Portail des formations
        </Typography>
        <Box sx={{ flex: 1 }} />
        {/* No MUI Tooltip here: its positioning engine would weigh on every page for one hint. */}
        <IconButton
          aria-label="Rechercher"
          title="Rechercher"
          onClick={openSearch}
          onPointerEnter={preloadSearch}
          onFocus={preloadSearch}
          onTouchStart={preloadSearch}
          aria-haspopup="dialog"
        >
          <SearchIcon />
        </IconButton>
        <Button
          color="inherit"
          onClick={openMenu}
          onPointerEnter={preloadMenu}
          onFocus={preloadMenu}
          onTouchStart={preloadMenu}
          aria-haspopup="menu"
          aria-expanded={menuAnchor ? 'true' : undefined}
          aria-controls={menuAnchor ? 'user-menu' : undefined}
          sx={{ gap: 1, minWidth: 0, px: 1 }}
        >
          <Avatar src={pictureUrl ?? undefined} alt="" aria-hidden="true" sx={{ width: 32, height: 32, bgcolor: 'primary.main' }}>
            {initial ?? userInitial(userName)}
          </Avatar>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'flex' }, flexDirection: 'column', alignItems: 'flex-start' }}>
            <Typography component="span" variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
              {userName}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
              {roleName}
            </Typography>
          </Box>
          {/* The accessible name is the visible text plus this (alone on phones, where the name is hidden). */}
          <Box component="span" sx={visuallyHidden}>
            Menu utilisateur
          </Box>
        </Button>
        {menuShown ? (
          // Nothing to show while the menu's code arrives: the button was pressed, the menu follows.
          <Suspense fallback={null}>
            <UserMenu anchor={menuAnchor} onClose={closeMenu} onLogout={onLogout} />
          </Suspense>
        ) : null}
      </Toolbar>
      {searchSession > 0 && (
        // Nothing to show while the dialog's code arrives: the button was pressed, the dialog follows.
        <Suspense fallback={null}>
          {search.kind === 'training' ? (
            <TrainingSearchDialog
              key={`training-${search.source}-${searchSession}`}
              open={searchOpen}
              onClose={() => setSearchOpen(false)}
              source={search.source}
            />
          ) : (
            <ProfileSearchDialog
              key={`profile-${search.context}-${searchSession}`}
              open={searchOpen}
              onClose={() => setSearchOpen(false)}
              context={search.context}
            />
          )}
        </Suspense>
      )}
    </AppBar>
  );
}
