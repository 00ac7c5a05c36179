import { createContext, useContext } from 'react';

/**
 * True around a table that no server holds (a tutorial, played by the engine in the browser): the
 * controls that ask the server for the table's replay or review are left out there.
 */
export const OfflineTable = createContext(false);

export const useOfflineTable = (): boolean => useContext(OfflineTable);
